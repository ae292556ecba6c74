import { type ReactNode, useLayoutEffect, useRef } from 'react';

import { restoreFocusIn } from './focus-carry-over';

/** The element of `/`'s HTML that holds the home page's sections (services to contact). */
export const PRERENDERED_SECTIONS_ID = 'home-sections-html';

let captured: HTMLElement | null = null;

/** Keeps the HTML's sections before React replaces the prerendered page. */
export function capturePrerenderedSections(root: ParentNode): void {
  captured = root.querySelector<HTMLElement>(`#${PRERENDERED_SECTIONS_ID}`);
}

/**
 * Shows the sections of `/`'s HTML, the very elements the browser painted (with whatever the
 * visitor typed, and the focus where it was), until mfe-marketing's sections replace them. The
 * shell's bundle carries none of their content. Where the page's HTML had none (a visitor who came
 * from another page), `fallback`.
 */
export function PrerenderedSections({ fallback }: { fallback: ReactNode }) {
  const host = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (!host.current || !captured) return;
    host.current.appendChild(captured);
    restoreFocusIn(host.current);
  }, []);
  return captured ? <div ref={host} /> : fallback;
}
