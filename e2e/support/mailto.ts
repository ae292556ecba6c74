import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __openedMailtos?: string[];
  }
}

/**
 * The site opens prepared e-mails by clicking a hidden mailto: link. Headless Chromium has no mail
 * app, so this records each such link instead of following it; the test then reads what would have
 * opened.
 */
export async function recordMailtos(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener(
      'click',
      (event) => {
        const link = event.target instanceof HTMLAnchorElement ? event.target : null;
        if (!link || !link.href.startsWith('mailto:') || !link.hidden) return;
        event.preventDefault();
        window.__openedMailtos = [...(window.__openedMailtos ?? []), link.href];
      },
      true,
    );
  });
}

export function openedMailtos(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__openedMailtos ?? []);
}

export interface ParsedMailto {
  to: string;
  subject: string;
  body: string;
}

export function parseMailto(href: string): ParsedMailto {
  const url = new URL(href);
  return {
    to: decodeURIComponent(url.pathname),
    subject: url.searchParams.get('subject') ?? '',
    body: url.searchParams.get('body') ?? '',
  };
}
