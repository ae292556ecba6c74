-- =====================================================================================================
-- Deleting a booking is for admins and super_admins: a moderator manages statuses and
-- testimonials but cannot remove a booking record. The audit row of a deletion stays (booking_events).
-- =====================================================================================================

-- RLS -------------------------------------------------------------------------------------------------

drop policy "Staff can delete bookings" on public.bookings;

/**
 * Only admins and super_admins delete. A moderator's or a customer's DELETE
 * matches no row; customers cancel instead, and the business keeps its records.
 */
create policy "Admins can delete bookings"
  on public.bookings
  for delete
  to authenticated
  using ((select private.has_admin_level(2)));
