// The booking-summary e-mail: reference, contact, trip details, extras, price.
import type { PaymentMethod } from '../pricing/payment';
import { ADDITIONAL_SERVICE_LABELS, type PriceResult } from '../pricing/quote-types';
import { VEHICLES, type VehicleType } from '../rates';
import { formatClockTime12h } from '../time/clock-time';
import { TRIP_TYPE_LABELS, type TripType } from '../trip/trip-type';
import { buildMailto, type MailtoResult } from './mailto-core';
import { blankLine, field, freeText, heading, subject } from './mail-parts';

export interface BookingSummary {
  reference: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  tripType: TripType | null;
  pickupName: string;
  dropoffName: string;
  pickupDate: string;
  pickupTime: string;
  isRoundTrip: boolean;
  returnDate: string | null;
  returnTime: string | null;
  passengers: number;
  suitcases: number;
  vehicleType: VehicleType;
  travelDetails: string;
  guestName: string;
  guestPhone: string;
  paymentMethod: PaymentMethod;
  price: PriceResult;
}

const money = (amount: number): string => `$${amount.toFixed(2)}`;

function priceParts(price: PriceResult) {
  const extras = price.additionalServices.map((line) =>
    field(ADDITIONAL_SERVICE_LABELS[line.serviceType], `${line.quantity} = ${money(line.price)}`),
  );
  return [
    heading('Price (USD)'),
    field('Distance', `${price.distance} km`),
    field(
      'Fare',
      price.fixedPriceReason
        ? `${money(price.subtotal)} (${price.fixedPriceReason})`
        : money(price.subtotal),
    ),
    field('Trip total', money(price.tripTotal)),
    ...extras,
    field('After-hours surcharge', money(price.afterHoursSurcharge)),
    field('Total', money(price.total)),
  ];
}

/** Subject 'Booking Summary - {ref}'. */
export function bookingSummaryMailto(summary: BookingSummary, to: string): MailtoResult {
  const trip = summary.tripType ? TRIP_TYPE_LABELS[summary.tripType] : 'Custom';
  const returnLeg = summary.isRoundTrip
    ? [
        field('Return date', summary.returnDate),
        field('Return time', formatClockTime12h(summary.returnTime ?? '')),
      ]
    : [];
  return buildMailto({
    to,
    subject: subject(`Booking Summary - ${summary.reference}`),
    body: [
      field('Reference', summary.reference),
      blankLine,
      heading('Contact'),
      field('Name', `${summary.firstName} ${summary.lastName}`),
      field('Email', summary.email),
      field('Phone', summary.phone),
      field('Guest name', summary.guestName),
      field('Guest phone', summary.guestPhone),
      blankLine,
      heading('Trip'),
      field('Trip type', trip),
      field('From', summary.pickupName),
      field('To', summary.dropoffName),
      field('Date', summary.pickupDate),
      field('Time', formatClockTime12h(summary.pickupTime)),
      field('Round trip', summary.isRoundTrip ? 'Yes' : 'No'),
      ...returnLeg,
      field('Passengers', summary.passengers),
      field('Luggage', summary.suitcases),
      field('Vehicle', VEHICLES[summary.vehicleType].title),
      field('Payment', summary.paymentMethod === 'cash' ? 'Cash' : 'Credit card'),
      blankLine,
      heading('Flight or ship details'),
      freeText('Flight or ship details', summary.travelDetails),
      blankLine,
      ...priceParts(summary.price),
    ],
  });
}
