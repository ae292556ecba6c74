import type { Page } from '@playwright/test';

/**
 * Records the mailto: links the page opens (by a link click) instead of handing them to a mail
 * app, which a headless browser does not have. Read them with preparedMails(page).
 */
export async function captureMailto(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const opened: string[] = [];
    (window as unknown as { __MAILTO__: string[] }).__MAILTO__ = opened;
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      if (this.href.startsWith('mailto:')) opened.push(this.href);
      else click.call(this);
    };
  });
}

export interface PreparedMail {
  to: string;
  subject: string;
  body: string;
}

export async function preparedMails(page: Page): Promise<PreparedMail[]> {
  const hrefs = await page.evaluate(
    () => (window as unknown as { __MAILTO__: string[] }).__MAILTO__,
  );
  return hrefs.map((href) => {
    const url = new URL(href);
    return {
      to: decodeURIComponent(url.pathname),
      subject: url.searchParams.get('subject') ?? '',
      body: url.searchParams.get('body') ?? '',
    };
  });
}
