import { getRuntimeConfig, useSiteSettings, ROUTES } from '@bbt/shared';
import {
  generateReference,
  minPickupDate,
  TOUR_ADULTS,
  TOUR_CHILDREN,
  TOUR_LOCATION_CHOICES,
  TOUR_PICKUP_CHOICES,
  TOUR_TRANSPORTATION_TYPES,
  TOUR_VEHICLE_CARDS,
  TOUR_VEHICLES,
  type TourRequest,
  type TourRequestDraft,
  tourPickupPlaceholder,
  tourRequestDraft,
  tourRequestMailto,
} from '@bbt/shared/domain';
import {
  ChecklistField,
  DateField,
  NumberField,
  SelectField,
  TimeField,
  useZodForm,
} from '@bbt/shared/ui';
import { useState } from 'react';
import { useLocation } from '@bbt/shared/router';

import { REQUEST_FORM_DEFAULTS } from '../../lib/request-form/request-defaults';
import { PickupLocationField } from '../../lib/request-form/pickup-location-field';
import { RequestFormPage } from '../../lib/request-form/request-form-page';
import { RequestsField } from '../../lib/request-form/requests-field';
import styles from '../../lib/request-form/request-form.module.css';
import { usePageView } from '../../lib/request-form/use-page-view';
import { useRequestSubmit } from '../../lib/request-form/use-request-submit';

const TOUR_GIG_ID = 2;
// zod loads after the page has rendered (see useZodForm), not before it.
const loadSchema = () =>
  import('@bbt/shared/domain').then(({ createTourRequestSchema }) => createTourRequestSchema());

const TRANSPORT_OPTIONS = TOUR_TRANSPORTATION_TYPES.map((type) => ({
  value: type,
  label: `${TOUR_VEHICLES[type].title} (${TOUR_VEHICLES[type].minPersons}-${TOUR_VEHICLES[type].maxPersons} persons)`,
}));

const LOCATION_OPTIONS = TOUR_LOCATION_CHOICES.map((place) => ({
  value: place.id,
  label: place.name,
}));
const LOCATION_NAMES = new Map(TOUR_LOCATION_CHOICES.map((place) => [place.id, place.name]));
const locationNames = (ids: readonly string[]) => ids.map((id) => LOCATION_NAMES.get(id) ?? id);

export function BookTourPage() {
  usePageView('Book an Island Tour');
  const location = useLocation();
  const [reference] = useState(() => generateReference('tour'));
  const [now] = useState(() => new Date());
  const supportEmail = useSiteSettings((s) => s.supportEmail) || getRuntimeConfig().supportEmail;
  const placeholder = tourPickupPlaceholder({
    state: location.state,
    referrer: document.referrer,
    url: `${location.pathname}${location.search}`,
  });
  const form = useZodForm(loadSchema, {
    defaultValues: {
      ...REQUEST_FORM_DEFAULTS,
      adults: TOUR_ADULTS.default,
      children: TOUR_CHILDREN.default,
      transportationType: undefined,
      selectedLocations: [],
    },
  });
  const { busy, error, submit } = useRequestSubmit(TOUR_GIG_ID, reference);

  const onValid = (request: TourRequest) =>
    submit(() =>
      tourRequestMailto(request, reference, locationNames(request.selectedLocations), supportEmail),
    );

  return (
    <RequestFormPage
      head={ROUTES.bookTour.head}
      reference={reference}
      form={form}
      onValid={onValid}
      formLabel="Tour request"
      busy={busy}
      error={error}
      groupTitle="Your tour"
      checklist={
        <ChecklistField
          name="selectedLocations"
          legend="Places you would like to visit"
          optional
          filterLabel="Find a place"
          options={LOCATION_OPTIONS}
        />
      }
      requests={
        <RequestsField
          draft={(values: TourRequestDraft) =>
            tourRequestDraft(
              values,
              reference,
              locationNames(values.selectedLocations),
              supportEmail,
            )
          }
          placeholder="Lunch stop, child seats, mobility needs…"
        />
      }
      sideCards={TOUR_VEHICLE_CARDS}
      sideTitle="Hourly rates"
    >
      <div className={styles.twoColumns}>
        <DateField name="date" label="Date" min={minPickupDate(now)} />
        <TimeField name="pickupTime" label="Pick-up time" />
        <NumberField
          name="adults"
          label="Number of adults"
          min={TOUR_ADULTS.min}
          max={TOUR_ADULTS.max}
        />
        <NumberField
          name="children"
          label="Number of children"
          min={TOUR_CHILDREN.min}
          max={TOUR_CHILDREN.max}
        />
      </div>
      <SelectField
        name="transportationType"
        label="Transportation type"
        placeholder="Select a vehicle"
        options={TRANSPORT_OPTIONS}
      />
      <PickupLocationField placeholder={placeholder} choices={TOUR_PICKUP_CHOICES} />
    </RequestFormPage>
  );
}
