import { getSupabase } from '@bbt/shared';
import { isManageLinkInvalid, type TestimonialForm } from '@bbt/shared/domain';

/**
 * What the public may read of a testimonial, named column by column: `customer_email` is not
 * readable by anon or authenticated at all, so `select('*')` would be refused.
 */
export const PUBLIC_TESTIMONIAL_COLUMNS =
  'id, customer_name, customer_location, service_used, rating, testimonial_text, verified_booking, created_at';

export interface PublicTestimonial {
  id: string;
  customer_name: string;
  customer_location: string | null;
  service_used: string | null;
  rating: number;
  testimonial_text: string;
  verified_booking: boolean;
  created_at: string;
}

/** The carousel shows at most 10. */
export const TESTIMONIALS_LIMIT = 10;

/** Approved testimonials, newest first, at most 10. Throws on any error. */
export async function fetchApprovedTestimonials(): Promise<PublicTestimonial[]> {
  const client = await getSupabase();
  const { data, error } = await client
    .from('customer_testimonials')
    .select(PUBLIC_TESTIMONIAL_COLUMNS)
    .eq('is_approved', true)
    .order('created_at', { ascending: false })
    .limit(TESTIMONIALS_LIMIT);
  if (error) throw new Error(error.message);
  return data;
}

/**
 * Sends a testimonial for moderation (name, e-mail, location or null, rating, text,
 * service or null). The database stores it unapproved and decides `verified_booking` itself. No
 * `.select()`: the public cannot read an unapproved row back.
 */
export async function submitTestimonial(form: TestimonialForm): Promise<void> {
  const client = await getSupabase();
  const { error } = await client.from('customer_testimonials').insert({
    customer_name: form.customerName,
    customer_email: form.customerEmail,
    customer_location: form.customerLocation || null,
    rating: form.rating,
    testimonial_text: form.testimonialText,
    service_used: form.serviceUsed || null,
  });
  if (error) throw new Error(error.message);
}

/**
 * Sends a review from the review link (`?review=<manage token>`): the token proves the sender holds
 * the booking's link, so the database marks the review verified when that booking is completed. A
 * token that has expired since the form opened sends it as an ordinary review. Throws on any other
 * error.
 */
export async function submitTestimonialFromLink(
  token: string,
  form: TestimonialForm,
): Promise<void> {
  const client = await getSupabase();
  const { error } = await client.rpc('submit_review_from_link', {
    p_token: token,
    p_customer_name: form.customerName,
    p_customer_email: form.customerEmail,
    p_rating: form.rating,
    p_testimonial_text: form.testimonialText,
    p_customer_location: form.customerLocation || undefined,
    p_service_used: form.serviceUsed || undefined,
  });
  if (error && isManageLinkInvalid(error)) return submitTestimonial(form);
  if (error) throw new Error(error.message);
}
