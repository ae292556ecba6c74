/**
 * Opens a prepared e-mail (a `mailto:` link) in the visitor's mail app, the way a click on a link
 * would, without leaving the page.
 */
export function openMail(href: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
}
