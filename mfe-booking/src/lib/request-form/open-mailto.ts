/** Opens a prepared e-mail in the visitor's mail app (a link click, as the browser expects). */
export function openMailto(href: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.rel = 'noopener';
  link.click();
}
