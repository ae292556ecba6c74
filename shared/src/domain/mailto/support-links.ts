// Support links: tel, mailto and a chat link prefilled with the booking reference.
import { mailtoRecipient } from './mailto-core';

export const chatMessage = (reference: string): string =>
  `Hello! I have a question about my booking ${reference}`;

/** WhatsApp click-to-chat; `number` in international digits without '+' (e.g. 12462699288). */
export function chatLink(number: string, reference: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(chatMessage(reference))}`;
}

export function telLink(phoneE164: string): string {
  return `tel:${phoneE164.replace(/[^\d+]/g, '')}`;
}

/** A plain `mailto:` link to one address, whatever characters the address holds. */
export function mailtoHref(to: string): string {
  return `mailto:${mailtoRecipient(to)}`;
}

export function supportMailLink(to: string, reference: string): string {
  return `${mailtoHref(to)}?subject=${encodeURIComponent(`Question about booking ${reference}`)}`;
}
