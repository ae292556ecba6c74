import { getSupabase } from '@bbt/shared';

import { ApiCallError, must } from './supabase-errors';

/** The figures public.admin_dashboard_stats() counts in the database (never row by row here). */
export interface AdminStats {
  totalBookings: number;
  pendingBookings: number;
  confirmedBookings: number;
  completedBookings: number;
  cancelledBookings: number;
  /** USD, bookings that are not cancelled. */
  totalRevenue: number;
  totalTestimonials: number;
  pendingTestimonials: number;
  approvedTestimonials: number;
  featuredTestimonials: number;
}

export async function fetchAdminStats(): Promise<AdminStats> {
  const client = await getSupabase();
  const rows = must(await client.rpc('admin_dashboard_stats'));
  const row = rows[0];
  if (!row) throw new ApiCallError({ message: 'No figures came back' });
  return {
    totalBookings: Number(row.total_bookings),
    pendingBookings: Number(row.pending_bookings),
    confirmedBookings: Number(row.confirmed_bookings),
    completedBookings: Number(row.completed_bookings),
    cancelledBookings: Number(row.cancelled_bookings),
    totalRevenue: Number(row.total_revenue),
    totalTestimonials: Number(row.total_testimonials),
    pendingTestimonials: Number(row.pending_testimonials),
    approvedTestimonials: Number(row.approved_testimonials),
    featuredTestimonials: Number(row.featured_testimonials),
  };
}
