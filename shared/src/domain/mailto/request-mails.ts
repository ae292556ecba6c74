// Prepared e-mails for tour requests, night-out requests and contact messages (SPEC section 7).
import { formatClockTime12h } from '../time/clock-time';
import { TOUR_VEHICLES, hourlyRate } from '../tours/hourly-rates';
import type { NightOutRequest, TourRequest } from '../validation/request-schemas';
import type { ContactForm } from '../validation/message-schemas';
import { buildMailto, type MailtoResult } from './mailto-core';
import { blankLine, field, freeText, heading, list, subject } from './mail-parts';

type ContactPerson = Pick<
  TourRequest,
  'firstName' | 'lastName' | 'email' | 'countryCode' | 'areaCode' | 'phoneNumber'
>;

function contactParts(request: ContactPerson) {
  const phone = `${request.countryCode} ${request.areaCode} ${request.phoneNumber}`;
  return [
    heading('Contact'),
    field('Name', `${request.firstName} ${request.lastName}`),
    field('Email', request.email),
    field('Phone', phone),
  ];
}

/** Subject 'New Tour Booking Request - {ref}'; `locationNames` are the chosen tour stops. */
export function tourRequestMailto(
  request: TourRequest,
  reference: string,
  locationNames: readonly string[],
  to: string,
): MailtoResult {
  const persons = request.adults + request.children;
  const rate = hourlyRate(request.transportationType, persons);
  return buildMailto({
    to,
    subject: subject(`New Tour Booking Request - ${reference}`),
    body: [
      field('Reference', reference),
      blankLine,
      ...contactParts(request),
      blankLine,
      heading('Tour details'),
      field('Date', request.date),
      field('Pick-up time', formatClockTime12h(request.pickupTime)),
      field('Pick-up location', request.pickupLocation),
      field('Adults', request.adults),
      field('Children', request.children),
      field('Transportation', TOUR_VEHICLES[request.transportationType].title),
      field('Hourly rate', rate === null ? 'To be quoted' : `$${rate} per hour`),
      blankLine,
      heading('Tour locations'),
      list('Tour locations', locationNames),
      blankLine,
      heading('Additional requests'),
      freeText('Additional requests', request.additionalRequests),
    ],
  });
}

/** Subject 'New Night Out Booking Request - {ref}'; `venueNames` are the chosen venues. */
export function nightOutRequestMailto(
  request: NightOutRequest,
  reference: string,
  venueNames: readonly string[],
  to: string,
): MailtoResult {
  return buildMailto({
    to,
    subject: subject(`New Night Out Booking Request - ${reference}`),
    body: [
      field('Reference', reference),
      blankLine,
      ...contactParts(request),
      blankLine,
      heading('Night out details'),
      field('Date', request.date),
      field('Adults', request.adults),
      field('Pick-up time', formatClockTime12h(request.pickupTime)),
      field('Pick-up location', request.pickupLocation),
      field('Return time', formatClockTime12h(request.returnTime)),
      blankLine,
      heading('Restaurants and venues'),
      list('Restaurants and venues', venueNames),
      blankLine,
      heading('Additional requests'),
      freeText('Additional requests', request.additionalRequests),
    ],
  });
}

/**
 * Subject 'Contact Message - {ref}': the confirmation number the visitor gave, otherwise a CM
 * reference the caller generated (references/).
 */
export function contactMailto(form: ContactForm, reference: string, to: string): MailtoResult {
  return buildMailto({
    to,
    subject: subject(`Contact Message - ${reference}`),
    body: [
      field('Reference', reference),
      field('Name', form.name),
      field('Email', form.email),
      field('Phone', form.contact),
      field('Service', form.service),
      field('Confirmation number', form.confirmationNumber),
      blankLine,
      heading('Message'),
      freeText('Message', form.message),
    ],
  });
}
