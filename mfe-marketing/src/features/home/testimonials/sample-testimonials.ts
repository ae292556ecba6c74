import type { PublicTestimonial } from '../../../data/testimonials-api';

/**
 * The five built-in testimonials the carousel shows when the database has none to show or cannot
 * be reached.
 */
export const SAMPLE_TESTIMONIALS: readonly PublicTestimonial[] = [
  {
    id: 'sample-1',
    customer_name: 'Sarah M.',
    customer_location: 'Toronto, Canada',
    service_used: 'Airport Transfer',
    rating: 5,
    testimonial_text:
      'Our driver was waiting with a sign as we walked out of arrivals. Cold water, a spotless car and great stories all the way to St. Lawrence Gap.',
    verified_booking: false,
    created_at: '2026-10-02T14:00:00Z',
  },
  {
    id: 'sample-2',
    customer_name: 'James and Priya',
    customer_location: 'London, UK',
    service_used: 'Island Tour',
    rating: 5,
    testimonial_text:
      'The island tour was the highlight of our honeymoon: Harrison’s Cave, Bathsheba and the best fish cakes we have ever had, at exactly our pace.',
    verified_booking: false,
    created_at: '2026-09-18T14:00:00Z',
  },
  {
    id: 'sample-3',
    customer_name: 'The Alvarez family',
    customer_location: 'Miami, USA',
    service_used: 'Airport Transfer',
    rating: 5,
    testimonial_text:
      'Car seats were already fitted for the kids and the van had room for all our luggage. Stress-free from start to finish.',
    verified_booking: false,
    created_at: '2026-08-30T14:00:00Z',
  },
  {
    id: 'sample-4',
    customer_name: 'Daniel K.',
    customer_location: 'New York, USA',
    service_used: 'Day or Night Out',
    rating: 5,
    testimonial_text:
      'Booked a night out in Holetown: picked up on time, collected at midnight exactly as planned. Will use again on our next trip.',
    verified_booking: false,
    created_at: '2026-08-11T14:00:00Z',
  },
  {
    id: 'sample-5',
    customer_name: 'Monique R.',
    customer_location: 'Bridgetown, Barbados',
    service_used: 'Wedding Transportation',
    rating: 5,
    testimonial_text:
      'Every guest arrived at the ceremony on time and the bridal car was beautifully dressed. Thank you for making our day so easy.',
    verified_booking: false,
    created_at: '2026-07-25T14:00:00Z',
  },
];
