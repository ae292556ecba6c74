import {
  bookingChangeOf,
  CHANGE_FORM_LABELS as L,
  CHANGE_MESSAGES,
  changeFieldOfError,
  type ChangeableBooking,
  changeFormDefaults,
  changeFormSchema,
  type ChangeFormValues,
  EXTRAS,
  type ExtraQuantity,
  minPickupDate,
  NOTHING_CHANGED_MESSAGE,
  PASSENGER_LIMITS,
  SUITCASE_LIMITS,
  signedDifference,
  travelDetailsLabel,
  travelDetailsPlaceholder,
} from '@bbt/shared/domain';
import {
  Alert,
  Button,
  CheckboxField,
  DateField,
  Form,
  formatBbd,
  formatUsd,
  Money,
  NumberField,
  TextField,
  TimeField,
  useZodForm,
} from '@bbt/shared/ui';
import { useSiteSettings } from '@bbt/shared';
import { useId, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';

import {
  applyBookingChange,
  type ChangeQuote,
  type ChangeTarget,
  type ManageView,
  quoteBookingChange,
  type RpcFailure,
} from '../data/manage-api';
import styles from './change-booking.module.css';

export interface ChangeBookingFormProps {
  target: ChangeTarget;
  booking: ChangeableBooking & { reference_number: string };
  extras: readonly ExtraQuantity[];
  now: Date;
  /** The booking as the database answered it after the change. */
  onChanged: (view: ManageView) => void;
  onClose: () => void;
}

/** The message of a refusal that is not about one field. */
function failureText(error: RpcFailure): string {
  if (!error.status || error.status >= 500 || !error.message) return CHANGE_MESSAGES.failed;
  return error.message;
}

/**
 * Change a booking: the calculator's fields, "Check the new price" (the server's quote: old, new,
 * difference), then "Confirm the change". A refusal is shown next to the field it names, or above
 * the form; nothing typed is lost.
 */
export function ChangeBookingForm({
  target,
  booking,
  extras,
  now,
  onChanged,
  onClose,
}: ChangeBookingFormProps) {
  const headingId = useId();
  const showBbd = useSiteSettings((settings) => settings.showBbd);
  const initial = useMemo(() => changeFormDefaults(booking, extras), [booking, extras]);
  const schema = useMemo(() => changeFormSchema(booking, now), [booking, now]);
  const form = useZodForm(schema, { defaultValues: initial });
  const values = useWatch({ control: form.control }) as ChangeFormValues;
  const roundTrip = booking.is_round_trip === true;
  const [quote, setQuote] = useState<{ for: string; quote: ChangeQuote } | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'quote' | 'change' | null>(null);

  const changeNow = bookingChangeOf(initial, { ...initial, ...values }, roundTrip);
  const current = quote && quote.for === JSON.stringify(changeNow) ? quote.quote : null;

  const refuse = (error: RpcFailure) => {
    const field = changeFieldOfError(error);
    if (field && error.message) {
      form.setError(field, { type: 'server', message: error.message }, { shouldFocus: true });
      setFormError(null);
    } else {
      setFormError(failureText(error));
    }
  };

  const check = async (valid: ChangeFormValues) => {
    setFormError(null);
    const change = bookingChangeOf(initial, valid, roundTrip);
    if (Object.keys(change).length === 0) {
      setFormError(NOTHING_CHANGED_MESSAGE);
      return;
    }
    setBusy('quote');
    const result = await quoteBookingChange(target, change);
    setBusy(null);
    if (!result.ok) {
      setQuote(null);
      refuse(result.error);
      return;
    }
    setQuote({ for: JSON.stringify(change), quote: result.data });
  };

  const confirm = async () => {
    setFormError(null);
    setBusy('change');
    const result = await applyBookingChange(target, changeNow);
    setBusy(null);
    if (!result.ok) {
      setQuote(null);
      refuse(result.error);
      return;
    }
    onChanged(result.data);
  };

  const travelLabel = travelDetailsLabel({ tripType: booking.trip_type });
  const minDate = minPickupDate(now);

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        Change booking {booking.reference_number}
      </h3>
      {formError && (
        <Alert tone="danger" live="alert">
          <p>{formError}</p>
        </Alert>
      )}
      <Form form={form} onValid={(valid) => void check(valid)} aria-labelledby={headingId}>
        <fieldset className={styles.group}>
          <legend className={styles.legend}>Trip</legend>
          <div className={styles.grid}>
            <DateField name="pickupDate" label={L.pickupDate} min={minDate} />
            <TimeField name="pickupTime" label={L.pickupTime} />
            {roundTrip && (
              <>
                <DateField
                  name="returnDate"
                  label={L.returnDate}
                  min={values.pickupDate || minDate}
                />
                <TimeField name="returnTime" label={L.returnTime} />
              </>
            )}
            <NumberField
              name="passengers"
              label={L.passengers}
              min={PASSENGER_LIMITS.min}
              max={PASSENGER_LIMITS.max}
            />
            <NumberField
              name="suitcases"
              label={L.suitcases}
              min={SUITCASE_LIMITS.min}
              max={SUITCASE_LIMITS.max}
            />
            <div className={styles.full}>
              <TextField
                name="flightDetails"
                label={travelLabel}
                placeholder={travelDetailsPlaceholder({ tripType: booking.trip_type })}
                optional={booking.trip_type === 'inland'}
                maxLength={200}
              />
            </div>
          </div>
        </fieldset>
        <fieldset className={styles.group}>
          <legend className={styles.legend}>Extras</legend>
          <div className={styles.grid}>
            <NumberField name="carSeats" label={L.carSeats} min={0} max={EXTRAS.carSeat.max} />
            <NumberField
              name="fastTrackAdults"
              label={L.fastTrackAdults}
              min={0}
              max={EXTRAS.fastTrackAdult.max}
            />
            <NumberField
              name="fastTrackChildren"
              label={L.fastTrackChildren}
              min={0}
              max={EXTRAS.fastTrackChild.max}
            />
            <CheckboxField name="supermarketStop" label={L.supermarketStop} />
          </div>
        </fieldset>

        {current && (
          <div className={styles.quote} role="status">
            <h4 className={styles.quoteTitle}>The new price</h4>
            <dl className={styles.quoteFacts}>
              <div>
                <dt>Old total</dt>
                <dd>
                  <Money amount={current.oldTotal} />
                </dd>
              </div>
              <div>
                <dt>New total</dt>
                <dd>
                  <Money amount={current.newTotal} />
                </dd>
              </div>
              <div>
                <dt>Difference</dt>
                <dd className={styles.difference}>
                  {signedDifference(current.difference, formatUsd)}
                  {showBbd && current.difference !== 0 && (
                    <span className={styles.bbd}>
                      {' '}
                      ({signedDifference(current.difference, formatBbd)})
                    </span>
                  )}
                </dd>
              </div>
            </dl>
          </div>
        )}

        <div className={styles.actions}>
          {current ? (
            <Button
              type="button"
              busy={busy === 'change'}
              busyLabel="Saving the change…"
              onClick={() => void confirm()}
            >
              Confirm the change
            </Button>
          ) : (
            <Button type="submit" busy={busy === 'quote'} busyLabel="Checking the price…">
              Check the new price
            </Button>
          )}
          <Button type="button" variant="secondary" onClick={onClose} disabled={busy !== null}>
            Keep my booking as it is
          </Button>
        </div>
      </Form>
    </section>
  );
}
