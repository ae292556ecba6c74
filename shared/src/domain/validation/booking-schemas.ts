// Book & Pay: the customer's details and the payment method.
import './zod-jitless';
import * as z from 'zod';
import { emailField, nameField, phoneField } from './fields';

export const PAYMENT_METHOD_REQUIRED = 'Please choose a payment method';

export const bookingDetailsSchema = z.object({
  firstName: nameField('First name'),
  lastName: nameField('Last name'),
  email: emailField,
  phone: phoneField,
  paymentMethod: z.enum(['cash', 'credit'], { error: PAYMENT_METHOD_REQUIRED }),
});
export type BookingDetailsForm = z.infer<typeof bookingDetailsSchema>;
