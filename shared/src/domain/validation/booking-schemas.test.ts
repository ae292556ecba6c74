import { bookingDetailsSchema, PAYMENT_METHOD_REQUIRED } from './booking-schemas';

const valid = {
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann@example.com',
  phone: '+1 246 555 0100',
  paymentMethod: 'credit',
};

const messages = (input: object) => {
  const result = bookingDetailsSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('Book & Pay details', () => {
  it('accepts complete details', () => {
    expect(messages(valid)).toEqual([]);
  });

  it('uses the required messages and asks for a payment method', () => {
    expect(
      messages({ firstName: 'A', lastName: '', email: 'x', phone: '12', paymentMethod: '' }),
    ).toEqual([
      'First name must be at least 2 characters long',
      'Last name is required',
      'Please enter a valid email address',
      'Please enter a valid phone number',
      PAYMENT_METHOD_REQUIRED,
    ]);
  });
});
