// To the customer when a driver (or another vehicle) is assigned: who picks them up, in what, where
// to meet and how to reach the driver. A change within a minute replaces the queued e-mail (database).
import { vehicleTitle } from '../../bookings/booking-labels';
import {
  DRIVER_DETAIL_LABELS as L,
  driverPhoneLink,
  driverWhatsAppLink,
  freeWaitingNote,
  meetingPoint,
} from '../../dispatch/driver-details';
import {
  customerFooter,
  myBookingsButton,
  pickupWhen,
  supportLinks,
  tripFacts,
} from '../booking-facts';
import { fact, facts, heading, oneLine, paragraph } from '../email-blocks';
import type { BookingTemplate } from './template';

/** 'Your driver for BB-123456-ABC' */
export const driverEmailSubject = (reference: string): string =>
  oneLine(`${L.heading} for ${reference}`);

export const driverAssigned: BookingTemplate = (b, _event, context) => {
  const driver = b.driver;
  if (!driver) throw new Error(`driver_assigned e-mail of ${b.reference} without its driver`);
  const vehicle = `${vehicleTitle(driver.vehicleType)}, plate ${driver.plate}`;
  return {
    content: {
      subject: driverEmailSubject(b.reference),
      preheader: oneLine(`${driver.firstName} picks you up on ${pickupWhen(b)} (${vehicle}).`),
      blocks: [
        heading(`Your driver is ${driver.firstName}`),
        paragraph(
          `Hello ${b.firstName}, ${driver.firstName} will pick you up on ${pickupWhen(b)} ` +
            '(Barbados time). If anything changes, we will e-mail you again.',
        ),
        facts(L.heading, [
          fact(L.driver, driver.firstName),
          fact(L.phone, driver.phone),
          fact(L.vehicle, vehicleTitle(driver.vehicleType)),
          fact(L.plate, driver.plate),
          fact(L.meet, meetingPoint(b)),
          fact(L.waiting, freeWaitingNote(b.tripType)),
        ]),
        {
          type: 'links',
          title: `Reach ${driver.firstName}`,
          links: [
            { label: 'Call', href: driverPhoneLink(driver.phone), text: driver.phone },
            {
              label: L.whatsapp,
              href: driverWhatsAppLink(driver.phone, b.reference),
              text: `Message ${driver.firstName}`,
            },
          ],
        },
        tripFacts(b),
        myBookingsButton(context),
        supportLinks(context, b.reference),
      ],
      footer: customerFooter(context, b),
    },
    attachments: [],
  };
};
