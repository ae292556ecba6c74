// The driver's links on a job: call or message the passenger, open a place in Google Maps.
import { telLink } from '../mailto/support-links';

/** The WhatsApp text a driver starts with (the passenger sees who is writing and about what). */
export const messageToPassenger = (reference: string): string =>
  `Hello! I am your driver for booking ${reference}.`;

/** Click-to-chat with the passenger (wa.me wants the international number's digits only). */
export function passengerChatLink(phone: string, reference: string): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}?text=${encodeURIComponent(messageToPassenger(reference))}`;
}

/** Calling the passenger: the same `tel:` link as the support phone's. */
export const passengerCallLink = telLink;

/** A place searched in Google Maps (opens the app on a phone). */
export function mapsSearchLink(place: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place.trim())}`;
}
