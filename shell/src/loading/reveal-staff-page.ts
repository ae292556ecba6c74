import { hasStaffLevel, type StaffRole, startStaffCheck } from '@bbt/shared/staff-check';

import type { SupabaseEndpoint } from './remembered-endpoint';

/** The id of the `<template>` an admin page's HTML carries its head in (see prerender.tsx). */
export const STAFF_PAGE_TEMPLATE_ID = 'staff-page';

/**
 * An admin page's HTML carries the page's head in an inert `<template>`: nobody sees it before
 * the access check. This runs that check as soon as the deployment's Supabase address is known
 * (the stored session, one plain read of the user's own admin_users record) and, when the user may
 * open the page, shows the head at once, while the app itself is still loading. The app then
 * renders the same head in the same place. Once the head is shown, or React has rendered, the
 * template is gone and this does nothing. Returns when the check has answered (null: no check).
 */
export function revealStaffPage(
  { supabaseUrl, supabaseAnonKey }: Partial<SupabaseEndpoint>,
  doc: Document = document,
): Promise<void> | null {
  const template = doc.getElementById(STAFF_PAGE_TEMPLATE_ID);
  if (!(template instanceof HTMLTemplateElement) || !supabaseUrl || !supabaseAnonKey) return null;
  const check = startStaffCheck({ supabaseUrl, supabaseAnonKey });
  if (!check) return null;
  const minimum = template.dataset.staffRole as StaffRole | undefined;
  return check.role.then((role) => {
    if (!role || !minimum || !hasStaffLevel(role, minimum) || !template.isConnected) return;
    doc.getElementById('main-content')?.replaceChildren(template.content.cloneNode(true));
    template.remove();
  });
}
