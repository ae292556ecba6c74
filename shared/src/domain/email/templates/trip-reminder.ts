// To the customer the day before the trip (site setting reminder_hours_before): the trip, where to
// meet, the free waiting, the driver when one is assigned by then, the manage link and how to reach us.
import { vehicleTitle } from '../../bookings/booking-labels';
import {
  DRIVER_DETAIL_LABELS as L,
  driverPhoneLink,
  freeWaitingNote,
  meetingPoint,
} from '../../dispatch/driver-details';
import { customerFooter, pickupWhen, supportLinks, tripFacts } from '../booking-facts';
import { button, type EmailBlock, fact, facts, heading, oneLine, paragraph } from '../email-blocks';
import type { BookingTemplate } from './template';

/** 'Reminder: your ride tomorrow, BB-123456-ABC' */
export const reminderEmailSubject = (reference: string): string =>
  oneLine(`Reminder: your ride tomorrow, ${reference}`);

/** The label of the manage link (the reminder and the confirmations). */
export const MANAGE_BOOKING_LABEL = 'Manage your booking';

export const tripReminder: BookingTemplate = (b, _event, context) => {
  const driver = b.driver ?? null;
  const driverBlocks: EmailBlock[] = driver
    ? [
        facts(L.heading, [
          fact(L.driver, driver.firstName),
          fact(L.phone, driver.phone),
          fact(L.vehicle, vehicleTitle(driver.vehicleType)),
          fact(L.plate, driver.plate),
        ]),
        {
          type: 'links',
          title: `Reach ${driver.firstName}`,
          links: [{ label: 'Call', href: driverPhoneLink(driver.phone), text: driver.phone }],
        },
      ]
    : [paragraph('We will e-mail you your driver’s name and phone as soon as one is assigned.')];
  return {
    content: {
      subject: reminderEmailSubject(b.reference),
      preheader: oneLine(`Your pickup: ${pickupWhen(b)} (Barbados time).`),
      blocks: [
        heading(`See you tomorrow, ${b.firstName}`),
        paragraph(
          `A reminder of your ride on ${pickupWhen(b)} (Barbados time), ` +
            `${b.pickupLocation} to ${b.dropoffLocation}.`,
        ),
        facts('Pickup', [
          fact(L.meet, meetingPoint(b)),
          fact(L.waiting, freeWaitingNote(b.tripType)),
        ]),
        ...driverBlocks,
        tripFacts(b),
        ...(b.manageUrl ? [button(MANAGE_BOOKING_LABEL, b.manageUrl)] : []),
        supportLinks(context, b.reference),
      ],
      footer: customerFooter(context, b),
    },
    attachments: [],
  };
};
