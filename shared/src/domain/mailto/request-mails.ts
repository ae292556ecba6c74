// Prepared e-mails for tour requests, night-out requests and contact messages.
import { formatClockTime12h } from '../time/clock-time';
import { TOUR_VEHICLES, hourlyRate, type TourTransportationType } from '../tours/hourly-rates';
import type { NightOutRequest, TourRequest } from '../validation/request-schemas';
import type { ContactForm } from '../validation/message-schemas';
import { buildMailto, exactMailto, type MailtoDraft, type MailtoResult } from './mailto-core';
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

/** The free text of a tour or night-out request, the part to shorten when the e-mail is too long. */
export const REQUESTS_PART = 'Additional requests';

/**
 * A tour request as the form holds it while it is filled in: the vehicle may not be chosen yet
 * (the select's blank option is '').
 */
export type TourRequestDraft = Omit<TourRequest, 'transportationType'> & {
  transportationType?: TourTransportationType | '';
};

function tourVehicleParts(chosen: TourTransportationType | '' | undefined, persons: number) {
  const type = chosen && Object.hasOwn(TOUR_VEHICLES, chosen) ? chosen : null;
  const rate = type === null ? null : hourlyRate(type, persons);
  return [
    field('Transportation', type === null ? '' : TOUR_VEHICLES[type].title),
    field('Hourly rate', rate === null ? 'To be quoted' : `$${rate} per hour`),
  ];
}

/** Subject 'New Tour Booking Request - {ref}'; `locationNames` are the chosen tour stops. */
export function tourRequestDraft(
  request: TourRequestDraft,
  reference: string,
  locationNames: readonly string[],
  to: string,
): MailtoDraft {
  return {
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
      ...tourVehicleParts(request.transportationType, request.adults + request.children),
      blankLine,
      heading('Tour locations'),
      list('Tour locations', locationNames),
      blankLine,
      heading(REQUESTS_PART),
      freeText(REQUESTS_PART, request.additionalRequests),
    ],
  };
}

/** The prepared tour e-mail, never shortened: MailtoTooLongError when it would be too long. */
export function tourRequestMailto(
  request: TourRequest,
  reference: string,
  locationNames: readonly string[],
  to: string,
): MailtoResult {
  return exactMailto(tourRequestDraft(request, reference, locationNames, to));
}

/** Subject 'New Night Out Booking Request - {ref}'; `venueNames` are the chosen venues. */
export function nightOutRequestDraft(
  request: NightOutRequest,
  reference: string,
  venueNames: readonly string[],
  to: string,
): MailtoDraft {
  return {
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
      heading(REQUESTS_PART),
      freeText(REQUESTS_PART, request.additionalRequests),
    ],
  };
}

/** The prepared night-out e-mail, never shortened: MailtoTooLongError when it would be too long. */
export function nightOutRequestMailto(
  request: NightOutRequest,
  reference: string,
  venueNames: readonly string[],
  to: string,
): MailtoResult {
  return exactMailto(nightOutRequestDraft(request, reference, venueNames, to));
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
