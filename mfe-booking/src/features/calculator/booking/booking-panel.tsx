import { useAuth, useSiteSettings } from '@bbt/shared';
import { trackBookingInitiated } from '@bbt/shared';
import {
  bookingLimitMessage,
  MESSAGES,
  type BookingFormField,
  type BookingDetailsForm,
  bookingDetailsSchema,
  createBookingArgs,
  generateReference,
  isWithinLeadTime,
  paymentOptions,
  type PriceResult,
  type QuoteExtras,
  requiresCreditCard,
  type TripForm,
  type TripFormField,
  VEHICLES,
  type VehicleType,
} from '@bbt/shared/domain';
import {
  Alert,
  Button,
  Form,
  formatBbd,
  RadioGroupField,
  TextField,
  useZodForm,
} from '@bbt/shared/ui';
import { useEffect, useRef, useState } from 'react';

import { dismissEntry, submitBooking } from './pending-bookings';
import styles from './booking.module.css';
import { customerDefaults } from './customer-defaults';
import { ExtrasPanel } from './extras-panel';
import { LeadTimeBlock } from './lead-time-block';

export interface BookingPanelProps {
  trip: TripForm;
  now: Date;
  vehicleType: VehicleType;
  /** quote() for this trip, vehicle and extras. */
  price: PriceResult;
  calculatedKm: number | null;
  extras: QuoteExtras;
  onExtrasChange: (extras: QuoteExtras) => void;
  onTripErrors: (errors: Partial<Record<TripFormField, string>>) => void;
  onSubmitted: (idempotencyKey: string) => void;
}

const CUSTOMER_FIELDS = new Set<BookingFormField>(['firstName', 'lastName', 'email', 'phone']);
const TRIP_FIELDS = new Set<BookingFormField>([
  'pickup',
  'dropoff',
  'pickupDate',
  'pickupTime',
  'passengers',
  'suitcases',
  'guestName',
  'guestPhone',
  'travelDetails',
  'returnDate',
  'returnTime',
]);

const newKey = () => crypto.randomUUID();

/** Extras, payment method, the customer's details and Book & Pay. */
export default function BookingPanel({
  trip,
  now,
  vehicleType,
  price,
  calculatedKm,
  extras,
  onExtrasChange,
  onTripErrors,
  onSubmitted,
}: BookingPanelProps) {
  const user = useAuth((state) => state.user);
  const signedIn = user !== null;
  const form = useZodForm(bookingDetailsSchema, {
    defaultValues: { ...customerDefaults(user), paymentMethod: undefined },
  });
  const [idempotencyKey, setIdempotencyKey] = useState(newKey);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const phone = useSiteSettings((s) => s.phoneDisplay);
  const submitting = useRef(false);
  const method = form.watch('paymentMethod');
  const cardOnly = requiresCreditCard(extras);

  // Profile details arrive after sign-in: fill the fields the visitor has not typed in.
  useEffect(() => {
    const defaults = customerDefaults(user);
    for (const name of ['firstName', 'lastName', 'email', 'phone'] as const) {
      if (defaults[name] && !form.getFieldState(name).isDirty) form.setValue(name, defaults[name]);
    }
  }, [user, form]);

  useEffect(() => {
    if (cardOnly && form.getValues('paymentMethod') === 'cash') {
      form.setValue('paymentMethod', 'credit', { shouldValidate: true });
    }
  }, [cardOnly, form]);

  if (isWithinLeadTime(trip.pickupDate, trip.pickupTime, now)) {
    return (
      <div className={styles.panel}>
        <LeadTimeBlock />
      </div>
    );
  }

  const onValid = async (values: BookingDetailsForm) => {
    if (submitting.current) return;
    submitting.current = true;
    setBusy(true);
    setProblem(null);
    const args = createBookingArgs({
      idempotencyKey,
      trip,
      calculatedKm,
      vehicleType,
      extras,
      paymentMethod: values.paymentMethod,
      customer: values,
      total: price.total,
    });
    trackBookingInitiated(VEHICLES[vehicleType].title, price.total);
    const entry = await submitBooking(args, generateReference('booking'));
    submitting.current = false;
    setBusy(false);
    if (entry.state !== 'refused') {
      onSubmitted(idempotencyKey);
      return;
    }
    dismissEntry(idempotencyKey);
    const { failure } = entry;
    if (failure.kind === 'limited') {
      // Nothing was stored: the same key (and every typed value) stays for a later attempt.
      setProblem(bookingLimitMessage(phone, failure.retryAfterSeconds));
      return;
    }
    if (failure.kind === 'failed') {
      setIdempotencyKey(newKey());
      setProblem(failure.message);
      return;
    }
    if (CUSTOMER_FIELDS.has(failure.field)) {
      form.setError(
        failure.field as 'firstName',
        { type: 'server', message: failure.message },
        { shouldFocus: true },
      );
    } else if (TRIP_FIELDS.has(failure.field)) {
      onTripErrors({ [failure.field]: failure.message });
    }
    setProblem(failure.message);
  };

  const options = paymentOptions(extras).map((option) => ({
    value: option.method,
    label: option.label,
    disabled: option.disabled,
  }));

  return (
    <div className={styles.panel}>
      <h4 className={styles.panelTitle}>Book your {VEHICLES[vehicleType].title}</h4>
      <ExtrasPanel extras={extras} isRoundTrip={trip.isRoundTrip} onChange={onExtrasChange} />
      <Form
        form={form}
        onValid={onValid}
        refusedMessage={MESSAGES.correctErrors}
        aria-label="Book and pay"
      >
        <RadioGroupField
          name="paymentMethod"
          legend="Payment method"
          inline
          options={options}
          hint={cardOnly ? 'Fast track is paid by credit card.' : undefined}
        />
        <fieldset className={styles.group}>
          <legend className={styles.groupTitle}>Your details</legend>
          <div className={styles.detailsGrid}>
            <TextField name="firstName" label="First name" autoComplete="given-name" />
            <TextField name="lastName" label="Last name" autoComplete="family-name" />
            <TextField
              name="email"
              label="Email"
              type="email"
              autoComplete="email"
              readOnly={signedIn}
              hint={
                signedIn ? 'Your account e-mail: the booking appears in My Bookings.' : undefined
              }
            />
            <TextField name="phone" label="Phone" type="tel" autoComplete="tel" />
          </div>
        </fieldset>
        <div className={styles.totalRow}>
          <p className={styles.total} aria-live="polite">
            Total ${price.total}
            <span className={styles.totalBbd}> ({formatBbd(price.total)})</span>
          </p>
          <Button type="submit" size="lg" busy={busy} busyLabel="Processing..." disabled={!method}>
            Book &amp; Pay
          </Button>
        </div>
        {problem && (
          <Alert tone="danger" live="alert" title="Booking not made">
            <p>{problem}</p>
          </Alert>
        )}
      </Form>
    </div>
  );
}
