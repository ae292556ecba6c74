import { getRuntimeConfig, useSiteSettings, ROUTES } from '@bbt/shared';
import {
  createTourRequestSchema,
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
  MESSAGES,
} from '@bbt/shared/domain';
import {
  Button,
  ChecklistField,
  DateField,
  Form,
  NumberField,
  PageFrame,
  SelectField,
  TimeField,
  useZodForm,
} from '@bbt/shared/ui';
import { useState } from 'react';
import { useLocation } from '@bbt/shared/router';

import { usePageView } from '../request-forms/use-page-view';
import { ContactFields } from '../request-forms/contact-fields';
import { PickupLocationField } from '../request-forms/pickup-location-field';
import styles from '../request-forms/request-form.module.css';
import { RequestSidePanel } from '../request-forms/side-panel';
import { RequestsField } from '../request-forms/requests-field';
import { SubmitError } from '../request-forms/submit-error';
import { useRequestSubmit } from '../request-forms/use-request-submit';

const TOUR_GIG_ID = 2;
const schema = createTourRequestSchema();

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
      additionalRequests: '',
      adults: TOUR_ADULTS.default,
      children: TOUR_CHILDREN.default,
      transportationType: undefined,
      selectedLocations: [],
    },
  });
  const { busy, error, submit } = useRequestSubmit(TOUR_GIG_ID, reference);
  const hasErrors = Object.keys(form.formState.errors).length > 0;

  const onValid = (request: TourRequest) =>
    submit(() =>
      tourRequestMailto(request, reference, locationNames(request.selectedLocations), supportEmail),
    );

  return (
    <PageFrame head={ROUTES.bookTour.head}>
      <p className={styles.reference}>
        Booking reference: <strong data-testid="request-reference">{reference}</strong>
      </p>
      <div className={styles.layout}>
        <Form
          form={form}
          onValid={onValid}
          refusedMessage={MESSAGES.correctErrors}
          className={styles.form}
          aria-label="Tour request"
        >
          <SubmitError error={error} />
          <ContactFields />
          <fieldset className={styles.group}>
            <legend className={styles.groupTitle}>Your tour</legend>
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
          </fieldset>
          <div className={styles.checklist}>
            <ChecklistField
              name="selectedLocations"
              legend="Places you would like to visit"
              optional
              filterLabel="Find a place"
              options={LOCATION_OPTIONS}
            />
          </div>
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
        <RequestSidePanel cards={TOUR_VEHICLE_CARDS} title="Hourly rates" />
      </div>
    </PageFrame>
  );
}
