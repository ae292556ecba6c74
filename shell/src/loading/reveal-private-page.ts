import { earlyAccess, markHeadRevealed } from '@bbt/shared/early-access';

import type { SupabaseEndpoint } from './remembered-endpoint';

/** The id of the `<template>` a signed-in page's HTML carries its head in (see prerender.tsx). */
export const PRIVATE_PAGE_TEMPLATE_ID = 'private-page';

/**
 * A signed-in page's HTML (the customer's, the driver's, the admin area's) carries the page's head
 * in an inert `<template>` whose `data-access` is the page's rule: nobody sees it before the check.
 * This asks that rule of the stored session as soon as the deployment's Supabase address is known
 * (signed in: at once; a driver or staff: one plain read of the user's own record) and, when the
 * user may open the page, shows the head while the app itself is still loading. The app then
 * renders the same head in the same place. Once the head is shown, or React has rendered, the
 * template is gone and this does nothing. Returns when the check has answered (null: no check).
 */
export function revealPrivatePage(
  { supabaseUrl, supabaseAnonKey }: Partial<SupabaseEndpoint>,
  doc: Document = document,
): Promise<void> | null {
  const template = doc.getElementById(PRIVATE_PAGE_TEMPLATE_ID);
  if (!(template instanceof HTMLTemplateElement) || !supabaseUrl || !supabaseAnonKey) return null;
  const allowed = earlyAccess(template.dataset.access ?? '', { supabaseUrl, supabaseAnonKey });
  if (allowed === null) return null;
  const reveal = (yes: boolean) => {
    if (!yes || !template.isConnected) return;
    doc.getElementById('main-content')?.replaceChildren(template.content.cloneNode(true));
    template.remove();
    markHeadRevealed(doc.location.pathname);
  };
  if (typeof allowed === 'boolean') {
    // A task of its own: inserting and laying out the head would otherwise lengthen the entry's
    // first task, which already evaluates the whole entry, and block the main thread for longer.
    return new Promise((resolve) => {
      setTimeout(() => {
        reveal(allowed);
        resolve();
      }, 0);
    });
  }
  return allowed.then(reveal);
}
