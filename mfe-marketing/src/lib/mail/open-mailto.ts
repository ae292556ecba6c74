/**
 * Opens a prepared e-mail in the visitor's mail app (contact messages and
 * cancellation requests are not sent to a server). A click on a real link, so the browser treats it
 * as the visitor's own navigation and nothing on the page is unloaded.
 */
export function openMailto(href: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}
