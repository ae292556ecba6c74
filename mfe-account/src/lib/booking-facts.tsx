import { additionalServiceCountLabel, paymentMethodLabel, vehicleTitle } from '@bbt/shared/domain';
import { formatDate, formatDateAndTime, formatTime, Money } from '@bbt/shared/ui';

import styles from './booking-card.module.css';

/** What a booking's facts need (a My Bookings row, or a manage link's booking). */
export interface BookingFactsData {
  pickup_location: string;
  dropoff_location: string;
  pickup_date: string;
  pickup_time: string;
  is_round_trip: boolean | null;
  return_date: string | null;
  return_time: string | null;
  vehicle_type: string;
  passengers: number;
  suitcases: number;
  total_price: number;
  payment_method: string;
  email: string;
  phone: string;
  flight_details: string | null;
  guest_name?: string | null;
  guest_phone_number?: string | null;
  extras: readonly { service_type: string; quantity: number; price: number }[];
}

/** The route, date and time, vehicle, people, luggage, extras and price of one booking. */
export function BookingFacts({ booking }: { booking: BookingFactsData }) {
  return (
    <>
      <dl className={styles.route}>
        <dt>From</dt>
        <dd>{booking.pickup_location}</dd>
        <dt>To</dt>
        <dd>{booking.dropoff_location}</dd>
      </dl>

      <dl className={styles.details}>
        <div>
          <dt>Date and time</dt>
          <dd>{formatDateAndTime(booking.pickup_date, booking.pickup_time)}</dd>
        </div>
        {booking.is_round_trip && booking.return_date && booking.return_time && (
          <div>
            <dt>Return</dt>
            <dd>
              {formatDate(booking.return_date)} at {formatTime(booking.return_time)}
            </dd>
          </div>
        )}
        <div>
          <dt>Vehicle</dt>
          <dd>{vehicleTitle(booking.vehicle_type)}</dd>
        </div>
        <div>
          <dt>Passengers</dt>
          <dd>{booking.passengers}</dd>
        </div>
        <div>
          <dt>Suitcases</dt>
          <dd>{booking.suitcases}</dd>
        </div>
        <div>
          <dt>Total price</dt>
          <dd>
            <Money amount={Number(booking.total_price)} />
          </dd>
        </div>
        <div>
          <dt>Payment</dt>
          <dd>{paymentMethodLabel(booking.payment_method)}</dd>
        </div>
        <div className={styles.email}>
          <dt>Contact email</dt>
          <dd>{booking.email}</dd>
        </div>
        <div>
          <dt>Contact phone</dt>
          <dd>{booking.phone}</dd>
        </div>
        {booking.flight_details && (
          <div>
            <dt>Flight or ship</dt>
            <dd>{booking.flight_details}</dd>
          </div>
        )}
        {booking.guest_name && (
          <div>
            <dt>Guest</dt>
            <dd>
              {booking.guest_name}
              {booking.guest_phone_number ? `, ${booking.guest_phone_number}` : ''}
            </dd>
          </div>
        )}
        {booking.extras.length > 0 && (
          <div className={styles.wide}>
            <dt>Extras</dt>
            <dd>
              <ul className={styles.extras}>
                {booking.extras.map((extra) => (
                  <li key={extra.service_type}>
                    {additionalServiceCountLabel(extra.service_type, extra.quantity)} (
                    <Money amount={Number(extra.price)} />)
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        )}
      </dl>
    </>
  );
}
