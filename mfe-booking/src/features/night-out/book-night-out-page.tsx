import { getRuntimeConfig, useSiteSettings, ROUTES } from '@bbt/shared';
import {
  createNightOutRequestSchema,
  generateReference,
  MESSAGES,
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
import {
  Button,
  ChecklistField,
  DateField,
  Form,
  NumberField,
  PageFrame,
  TimeField,
  useZodForm,
} from '@bbt/shared/ui';
import { useState } from 'react';

import { ContactFields } from '../request-forms/contact-fields';
import { PickupLocationField } from '../request-forms/pickup-location-field';
import styles from '../request-forms/request-form.module.css';
import { RequestSidePanel } from '../request-forms/side-panel';
import { usePageView } from '../request-forms/use-page-view';
import { RequestsField } from '../request-forms/requests-field';
import { SubmitError } from '../request-forms/submit-error';
import { useRequestSubmit } from '../request-forms/use-request-submit';

const NIGHT_OUT_GIG_ID = 3;
const schema = createNightOutRequestSchema();

const VENUE_OPTIONS = NIGHT_OUT_VENUE_CHOICES.map((place) => ({
  value: place.id,
  label: place.name,
}));
const VENUE_NAMES = new Map(NIGHT_OUT_VENUE_CHOICES.map((place) => [place.id, place.name]));
const venueNames = (ids: readonly string[]) => ids.map((id) => VENUE_NAMES.get(id) ?? id);
/** Night-out pickups are where visitors stay: hotels and areas A-Z, then 'Other'. */
const PICKUP_CHOICES = [
  ...[...HOTELS_AND_AREAS].sort((a, b) => a.name.localeCompare(b.name, 'en')),
  OTHER_PLACE,
];

export function BookNightOutPage() {
  usePageView('Book a Night Out');
  const [reference] = useState(() => generateReference('night-out'));
  const [now] = useState(() => new Date());
  const supportEmail = useSiteSettings((s) => s.supportEmail) || getRuntimeConfig().supportEmail;
  const form = useZodForm(schema, {
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      countryCode: '',
      areaCode: '',
      phoneNumber: '',
      date: '',
      pickupTime: '',
      pickupLocation: '',
      returnTime: '',
      additionalRequests: '',
      adults: NIGHT_OUT_ADULTS.default,
      selectedVenues: [],
    },
  });
  const { busy, error, submit } = useRequestSubmit(NIGHT_OUT_GIG_ID, reference);
  const hasErrors = Object.keys(form.formState.errors).length > 0;

  const onValid = (request: NightOutRequest) =>
    submit(() =>
      nightOutRequestMailto(request, reference, venueNames(request.selectedVenues), supportEmail),
    );

  return (
    <PageFrame head={ROUTES.bookNightOut.head}>
      <p className={styles.reference}>
        Booking reference: <strong data-testid="request-reference">{reference}</strong>
      </p>
      <div className={styles.layout}>
        <Form
          form={form}
          onValid={onValid}
          refusedMessage={MESSAGES.correctErrors}
          className={styles.form}
          aria-label="Night out request"
        >
          <SubmitError error={error} />
          <ContactFields />
          <fieldset className={styles.group}>
            <legend className={styles.groupTitle}>Your night out</legend>
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
            <PickupLocationField
              placeholder={NIGHT_OUT_PICKUP_PLACEHOLDER}
              choices={PICKUP_CHOICES}
            />
          </fieldset>
          <div className={styles.checklist}>
            <ChecklistField
              name="selectedVenues"
              legend="Restaurants and venues"
              optional
              filterLabel="Find a restaurant or venue"
              options={VENUE_OPTIONS}
            />
          </div>
          <RequestsField
            draft={(values: NightOutRequest) =>
              nightOutRequestDraft(
                values,
                reference,
                venueNames(values.selectedVenues),
                supportEmail,
              )
            }
            placeholder="A birthday, a table booked for 8 PM, a stop on the way back…"
          />
          <div className={styles.submitRow}>
            <Button
              type="submit"
              size="lg"
              busy={busy}
              busyLabel="Preparing Booking..."
              disabled={hasErrors && !busy}
            >
              Book Now!
            </Button>
          </div>
        </Form>
        <RequestSidePanel cards={NIGHT_OUT_VEHICLE_CARDS} title="Our vehicles" />
      </div>
    </PageFrame>
  );
}
