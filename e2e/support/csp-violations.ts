import type { Page } from '@playwright/test';

interface RecordedViolation {
  directive: string;
  blocked: string;
  source: string;
}

type ViolationWindow = Window & { __cspViolations?: RecordedViolation[] };

/**
 * Records every Content-Security-Policy violation of each document the page loads, from its first
 * byte on (an init script runs before any of the page's own scripts).
 */
export async function recordCspViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: RecordedViolation[] = [];
    (window as ViolationWindow).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
      });
    });
  });
}

/** The violations of the current document, as readable lines. */
export async function cspViolations(page: Page): Promise<string[]> {
  const seen = await page.evaluate(() => (window as ViolationWindow).__cspViolations ?? []);
  return seen.map((v) => `${v.directive} blocked ${v.blocked || '(inline)'} at ${v.source}`);
}
