// The prepared e-mails the account pages open, recorded instead of handed to a mail app.
import { type Page } from '@playwright/test';

/** Records every `mailto:` the page opens (the prepared e-mails), instead of launching a mail app. */
export async function recordMailtos(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const opened: string[] = [];
    (window as unknown as { __mailtos: string[] }).__mailtos = opened;
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function recordMailto(this: HTMLAnchorElement) {
      if (this.href.startsWith('mailto:')) {
        opened.push(this.href);
        return;
      }
      click.call(this);
    };
  });
}

export interface PreparedMail {
  to: string;
  subject: string;
  body: string;
}

export async function openedMails(page: Page): Promise<PreparedMail[]> {
  const hrefs = await page.evaluate(() => (window as unknown as { __mailtos: string[] }).__mailtos);
  return hrefs.map((href) => {
    const url = new URL(href);
    return {
      to: decodeURIComponent(url.pathname),
      subject: url.searchParams.get('subject') ?? '',
      body: url.searchParams.get('body') ?? '',
    };
  });
}
