import {
  cancellationSchema,
  CONTACT_SERVICES,
  contactSchema,
  testimonialSchema,
} from './message-schemas';
import { errorsOf } from './test-helpers';

describe('testimonial rules', () => {
  const form = {
    customerName: 'Ann',
    customerEmail: 'ann@example.com',
    customerLocation: '',
    serviceUsed: '',
    rating: 5,
    testimonialText: 'Great driver, on time.',
  };

  it('accepts a rated testimonial of 10+ characters', () =>
    expect(errorsOf(testimonialSchema, form)).toEqual({}));

  it.each([0, 6, 2.5, undefined])("rating %p -> 'Please select a rating'", (rating) => {
    expect(errorsOf(testimonialSchema, { ...form, rating })).toEqual({
      rating: ['Please select a rating'],
    });
  });

  it('text must be 10 characters after trimming', () => {
    expect(errorsOf(testimonialSchema, { ...form, testimonialText: '   123456789   ' })).toEqual({
      testimonialText: ['Please write at least 10 characters for your testimonial'],
    });
    expect(errorsOf(testimonialSchema, { ...form, testimonialText: ' 1234567890 ' })).toEqual({});
  });

  it('name and e-mail are required', () => {
    expect(errorsOf(testimonialSchema, { ...form, customerName: '', customerEmail: '' })).toEqual({
      customerName: ['Name is required'],
      customerEmail: ['Email is required'],
    });
  });
});

describe("contact form: '{field} is required'", () => {
  const form = {
    name: 'Ann',
    email: 'ann@example.com',
    contact: '',
    service: 'wedding',
    confirmationNumber: '',
    message: 'Hi',
  };

  it('accepts the required fields with the optional ones blank', () =>
    expect(errorsOf(contactSchema, form)).toEqual({}));

  it('reports each missing required field', () => {
    expect(
      errorsOf(contactSchema, { ...form, name: ' ', email: '', service: '', message: '' }),
    ).toEqual({
      name: ['Name is required'],
      email: ['Email is required'],
      service: ['Service is required'],
      message: ['Message is required'],
    });
  });

  it('checks the e-mail format', () => {
    expect(errorsOf(contactSchema, { ...form, email: 'ann@' })).toEqual({
      email: ['Please enter a valid email address'],
    });
  });

  it('offers the eight services', () => {
    expect(CONTACT_SERVICES).toEqual([
      'airport',
      'tour',
      'dayornightout',
      'wedding',
      'corporate',
      'cruise',
      'photography',
      'concierge',
    ]);
  });
});

describe('cancellation form', () => {
  it("needs the confirmation number ('Confirmation number is required') and a valid e-mail", () => {
    expect(errorsOf(cancellationSchema, { confirmation: '', email: 'x' })).toEqual({
      confirmation: ['Confirmation number is required'],
      email: ['Please enter a valid email address'],
    });
    expect(
      errorsOf(cancellationSchema, { confirmation: 'BB-123456-ABC', email: 'a@b.co' }),
    ).toEqual({});
  });
});

describe('testimonial limits of customer_testimonials', () => {
  const form = {
    customerName: 'Ann',
    customerEmail: 'ann@example.com',
    customerLocation: 'London',
    serviceUsed: 'Airport transfer',
    rating: 4,
    testimonialText: 'Great driver, on time.',
  };

  it('name 2-100 characters; location and service up to 100; text up to 2000', () => {
    expect(
      errorsOf(testimonialSchema, {
        ...form,
        customerName: 'A',
        customerLocation: 'L'.repeat(101),
        serviceUsed: 'S'.repeat(101),
        testimonialText: 'T'.repeat(2001),
      }),
    ).toEqual({
      customerName: ['Name must be at least 2 characters long'],
      customerLocation: ['Location cannot exceed 100 characters'],
      serviceUsed: ['Service cannot exceed 100 characters'],
      testimonialText: ['Testimonial cannot exceed 2000 characters'],
    });
    expect(errorsOf(testimonialSchema, { ...form, customerName: 'N'.repeat(101) })).toEqual({
      customerName: ['Name cannot exceed 100 characters'],
    });
    expect(
      errorsOf(testimonialSchema, {
        ...form,
        customerName: 'N'.repeat(100),
        customerLocation: 'L'.repeat(100),
        serviceUsed: 'S'.repeat(100),
        testimonialText: ` ${'T'.repeat(2000)} `,
      }),
    ).toEqual({});
  });
});
