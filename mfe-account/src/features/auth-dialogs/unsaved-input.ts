const TYPED_CONTROLS = [
  'form input:not([type])',
  'form input[type="text"]',
  'form input[type="email"]',
  'form input[type="tel"]',
  'form input[type="url"]',
  'form textarea',
].join(', ');

/**
 * Whether the page behind the dialog holds a form the visitor has typed into (a booking in
 * progress: a name, a phone, a place): the login dialog then leaves them there instead of opening
 * the dashboard, so nothing typed is lost. Only free-text fields count; numbers, dates and choices
 * start with defaults. Reads the DOM only: it does not know or import the other areas.
 */
export function hasTypedFormInput(
  root: ParentNode | null = document.getElementById('main-content'),
): boolean {
  if (!root) return false;
  return Array.from(
    root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TYPED_CONTROLS),
  ).some((control) => !control.readOnly && control.value.trim() !== '');
}
