import {
  DRIVER_DETAIL_LABELS as L,
  type DriverDetails as Driver,
  driverPhoneLink,
  driverWhatsAppLink,
  freeWaitingNote,
  meetingPoint,
  vehicleTitle,
} from '@bbt/shared/domain';
import { useId } from 'react';

import styles from './booking-card.module.css';

export interface DriverDetailsProps {
  driver: Driver;
  reference: string;
  tripType: string;
  pickupLocation: string;
}

/** Who picks the customer up, in what, where to meet, and how to reach the driver. */
export function DriverDetails({ driver, reference, tripType, pickupLocation }: DriverDetailsProps) {
  const headingId = useId();
  const waiting = freeWaitingNote(tripType);
  return (
    <section aria-labelledby={headingId} className={styles.driver}>
      <h3 id={headingId}>{L.heading}</h3>
      <dl className={styles.driverFacts}>
        <div>
          <dt>{L.driver}</dt>
          <dd>{driver.firstName}</dd>
        </div>
        <div>
          <dt>{L.vehicle}</dt>
          <dd>{vehicleTitle(driver.vehicleType)}</dd>
        </div>
        <div>
          <dt>{L.plate}</dt>
          <dd>{driver.plate}</dd>
        </div>
        <div className={styles.contact}>
          <dt>{L.phone}</dt>
          <dd>
            <a href={driverPhoneLink(driver.phone)}>{driver.phone}</a>
          </dd>
        </div>
        <div className={styles.contact}>
          <dt>{L.whatsapp}</dt>
          <dd>
            <a href={driverWhatsAppLink(driver.phone, reference)} target="_blank" rel="noreferrer">
              Message {driver.firstName}
            </a>
          </dd>
        </div>
        <div className={styles.wide}>
          <dt>{L.meet}</dt>
          <dd>{meetingPoint({ tripType, pickupLocation })}</dd>
        </div>
        {waiting && (
          <div className={styles.wide}>
            <dt>{L.waiting}</dt>
            <dd>{waiting}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
