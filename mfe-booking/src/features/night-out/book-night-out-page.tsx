import { getRuntimeConfig, useSiteSettings, ROUTES } from '@bbt/shared';
import {
  compareNames,
  generateReference,
  minPickupDate,
  NIGHT_OUT_ADULTS,
  NIGHT_OUT_PICKUP_PLACEHOLDER,
  NIGHT_OUT_VEHICLE_CARDS,
  NIGHT_OUT_VENUE_CHOICES,
  type NightOutRequest,
  nightOutRequestDraft,
  nightOutRequestMailto,
  HOTELS_AND_AREAS,
  OTHER_PLACE,
} from '@bbt/shared/domain';
import { ChecklistField, DateField, NumberField, TimeField, useZodForm } from '@bbt/shared/ui';
import { useState } from 'react';

import { REQUEST_FORM_DEFAULTS } from '../../lib/request-form/request-defaults';
import { PickupLocationField } from '../../lib/request-form/pickup-location-field';
import { RequestFormPage } from '../../lib/request-form/request-form-page';
import { RequestsField } from '../../lib/request-form/requests-field';
import styles from '../../lib/request-form/request-form.module.css';
import { usePageView } from '../../lib/request-form/use-page-view';
import { useRequestSubmit } from '../../lib/request-form/use-request-submit';

const NIGHT_OUT_GIG_ID = 3;
// zod loads after the page has rendered (see useZodForm), not before it.
const loadSchema = () =>
  import('@bbt/shared/domain').then(({ createNightOutRequestSchema }) =>
    createNightOutRequestSchema(),
  );

const VENUE_OPTIONS = NIGHT_OUT_VENUE_CHOICES.map((place) => ({
  value: place.id,
  label: place.name,
}));
const VENUE_NAMES = new Map(NIGHT_OUT_VENUE_CHOICES.map((place) => [place.id, place.name]));
const venueNames = (ids: readonly string[]) => ids.map((id) => VENUE_NAMES.get(id) ?? id);
/** Night-out pickups are where visitors stay: hotels and areas A-Z, then 'Other'. */
const PICKUP_CHOICES = [
  ...[...HOTELS_AND_AREAS].sort((a, b) => compareNames(a.name, b.name)),
  OTHER_PLACE,
];

export function BookNightOutPage() {
  usePageView('Book a Night Out');
  const [reference] = useState(() => generateReference('night-out'));
  const [now] = useState(() => new Date());
  const supportEmail = useSiteSettings((s) => s.supportEmail) || getRuntimeConfig().supportEmail;
  const form = useZodForm(loadSchema, {
    defaultValues: {
      ...REQUEST_FORM_DEFAULTS,
      returnTime: '',
      adults: NIGHT_OUT_ADULTS.default,
      selectedVenues: [],
    },
  });
  const { busy, error, submit } = useRequestSubmit(NIGHT_OUT_GIG_ID, reference);

  const onValid = (request: NightOutRequest) =>
    submit(() =>
      nightOutRequestMailto(request, reference, venueNames(request.selectedVenues), supportEmail),
    );

  return (
    <RequestFormPage
      head={ROUTES.bookNightOut.head}
      reference={reference}
      form={form}
      onValid={onValid}
      formLabel="Night out request"
      busy={busy}
      error={error}
      groupTitle="Your night out"
      checklist={
        <ChecklistField
          name="selectedVenues"
          legend="Restaurants and venues"
          optional
          filterLabel="Find a restaurant or venue"
          options={VENUE_OPTIONS}
        />
      }
      requests={
        <RequestsField
          draft={(values: NightOutRequest) =>
            nightOutRequestDraft(values, reference, venueNames(values.selectedVenues), supportEmail)
          }
          placeholder="A birthday, a table booked for 8 PM, a stop on the way back…"
        />
      }
      sideCards={NIGHT_OUT_VEHICLE_CARDS}
      sideTitle="Our vehicles"
    >
      <div className={styles.twoColumns}>
        <DateField name="date" label="Date" min={minPickupDate(now)} />
        <NumberField
          name="adults"
          label="Number of adults"
          min={NIGHT_OUT_ADULTS.min}
          max={NIGHT_OUT_ADULTS.max}
        />
        <TimeField name="pickupTime" label="Pick-up time" />
        <TimeField name="returnTime" label="Return time" />
      </div>
      <PickupLocationField placeholder={NIGHT_OUT_PICKUP_PLACEHOLDER} choices={PICKUP_CHOICES} />
    </RequestFormPage>
  );
}
