import { getSupabase, type Tables } from '@bbt/shared';

import { searchFilters } from './search-filter';
import { ApiCallError, must } from './supabase-errors';

/**
 * A testimonial as staff read it (with the author's e-mail). `verified_booking` is set by the
 * database on the public-site branch; until that column exists it is simply absent.
 */
export type StaffTestimonial = Tables<'customer_testimonials'> & { verified_booking?: boolean };

export const TESTIMONIAL_FILTERS = ['all', 'pending', 'approved', 'featured'] as const;
export type TestimonialFilter = (typeof TESTIMONIAL_FILTERS)[number];

export const TESTIMONIAL_FILTER_LABELS: Readonly<Record<TestimonialFilter, string>> = {
  all: 'All',
  pending: 'Pending approval',
  approved: 'Approved',
  featured: 'Featured',
};

export const TESTIMONIAL_SEARCHED_COLUMNS = [
  'customer_name',
  'customer_email',
  'customer_location',
  'service_used',
  'testimonial_text',
] as const;

export interface TestimonialsQuery {
  filter: TestimonialFilter;
  search: string;
  page: number;
  pageSize: number;
}

export interface TestimonialsPage {
  rows: StaffTestimonial[];
  total: number;
}

/** One page of the moderation list, newest first, with the exact count of matches. */
export async function fetchTestimonialsPage(query: TestimonialsQuery): Promise<TestimonialsPage> {
  const client = await getSupabase();
  let request = client.rpc('list_testimonials_for_staff', undefined, { count: 'exact' });
  if (query.filter === 'pending') request = request.eq('is_approved', false);
  if (query.filter === 'approved') request = request.eq('is_approved', true);
  if (query.filter === 'featured') request = request.eq('is_featured', true);
  for (const group of searchFilters(query.search, TESTIMONIAL_SEARCHED_COLUMNS)) {
    request = request.or(group);
  }
  const from = (query.page - 1) * query.pageSize;
  const { data, error, count } = await request
    .order('created_at', { ascending: false })
    .order('id', { ascending: true })
    .range(from, from + query.pageSize - 1);
  if (error) throw new ApiCallError(error);
  return { rows: (data ?? []) as StaffTestimonial[], total: count ?? 0 };
}

/** The five newest testimonials (overview). */
export async function fetchRecentTestimonials(): Promise<StaffTestimonial[]> {
  const client = await getSupabase();
  return must(
    await client
      .rpc('list_testimonials_for_staff')
      .order('created_at', { ascending: false })
      .limit(5),
  ) as StaffTestimonial[];
}

type Moderation = { is_approved: boolean } | { is_featured: boolean };

/** Approve/unapprove (the database sets approved_at) or feature/unfeature; the stored flags. */
export async function moderateTestimonial(
  id: string,
  change: Moderation,
): Promise<Pick<StaffTestimonial, 'id' | 'is_approved' | 'is_featured' | 'approved_at'>> {
  const client = await getSupabase();
  const rows = must(
    await client
      .from('customer_testimonials')
      .update(change)
      .eq('id', id)
      .select('id, is_approved, is_featured, approved_at'),
  );
  const row = rows[0];
  if (!row) throw new ApiCallError({ code: '42501', message: 'permission denied: no row changed' });
  return row;
}

export async function deleteTestimonial(id: string): Promise<void> {
  const client = await getSupabase();
  const rows = must(await client.from('customer_testimonials').delete().eq('id', id).select('id'));
  if (rows.length === 0) {
    throw new ApiCallError({ code: '42501', message: 'permission denied: no row deleted' });
  }
}
