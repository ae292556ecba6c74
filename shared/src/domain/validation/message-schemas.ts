// Testimonial, contact and cancellation forms.
import './zod-jitless';
import * as z from 'zod';
import { emailField, nameField, requiredText } from './fields';
import { CONTACT_SERVICES } from './contact-services';
import { MAX_LENGTHS, maxLengthMessage, MESSAGES, MIN_TESTIMONIAL_LENGTH } from './messages';

export { CONTACT_SERVICES, type ContactService } from './contact-services';

/** Optional free text of at most `max` characters. */
const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: maxLengthMessage(label, max) });

export const testimonialSchema = z.object({
  // customer_testimonials keeps names of 2-100 characters, location and service up to 100.
  customerName: nameField('Name', MAX_LENGTHS.testimonialName),
  customerEmail: emailField,
  customerLocation: optionalText('Location', MAX_LENGTHS.testimonialDetail),
  serviceUsed: optionalText('Service', MAX_LENGTHS.testimonialDetail),
  rating: z
    .number({ error: MESSAGES.ratingRequired })
    .int({ error: MESSAGES.ratingRequired })
    .min(1, { error: MESSAGES.ratingRequired })
    .max(5, { error: MESSAGES.ratingRequired }),
  testimonialText: z
    .string({ error: MESSAGES.testimonialTooShort })
    .trim()
    .min(MIN_TESTIMONIAL_LENGTH, { error: MESSAGES.testimonialTooShort })
    .max(MAX_LENGTHS.testimonialText, {
      error: maxLengthMessage('Testimonial', MAX_LENGTHS.testimonialText),
    }),
});
export type TestimonialForm = z.infer<typeof testimonialSchema>;

export const contactSchema = z.object({
  name: requiredText('Name'),
  email: emailField,
  contact: z.string().trim(),
  service: z.enum(CONTACT_SERVICES, { error: 'Service is required' }),
  confirmationNumber: z.string().trim(),
  message: requiredText('Message'),
});
export type ContactForm = z.infer<typeof contactSchema>;

export const cancellationSchema = z.object({
  confirmation: requiredText('Confirmation number'),
  email: emailField,
});
export type CancellationForm = z.infer<typeof cancellationSchema>;
