// Parts of a page are replaced while a visitor may be in them: the shell's first render replaces
// the prerendered HTML, and a remote's sections replace the HTML's copy of them. A removed element
// takes the keyboard focus with it (the browser drops it to <body> without a blur), so a visitor
// tabbing through the services or typing into the contact form would be thrown back to the top.
// The last focused element is tracked from the entry's first line; after a replacement the focus
// goes back to it, or to its counterpart in what replaced it.
//
// Chromium blurs an element as it is removed, so a blur alone does not tell a visitor who left a
// field from a field taken away: the tracked element is forgotten only if, once the current task
// is over, it is still in the page and no longer focused.

let lastFocused: HTMLElement | null = null;
let watching = false;

export function watchFocus(doc: Document = document): void {
  if (watching) return;
  watching = true;
  doc.addEventListener('focusin', (event) => {
    lastFocused = event.target instanceof HTMLElement ? event.target : null;
  });
  doc.addEventListener('focusout', (event) => {
    const left = event.target instanceof HTMLElement ? event.target : null;
    setTimeout(() => {
      if (left && lastFocused === left && left.isConnected && doc.activeElement !== left) {
        lastFocused = null;
      }
    });
  });
}

/** What identifies an element across two renders of the same part: a field's name, else its text. */
function counterpartKey(element: Element): string {
  const name = element.getAttribute('name');
  if (name) return `${element.tagName}|name=${name}`;
  const href = element.getAttribute('href') ?? '';
  return `${element.tagName}|${href}|${element.textContent?.trim() ?? ''}`;
}

function counterpartIn(region: Element, lost: Element): HTMLElement | null {
  const key = counterpartKey(lost);
  for (const candidate of region.querySelectorAll<HTMLElement>(lost.tagName)) {
    if (counterpartKey(candidate) === key) return candidate;
  }
  return null;
}

/**
 * Puts the focus back where the visitor had it, if a replacement inside `region` took it away.
 * Does nothing when the focus is anywhere but <body>.
 */
export function restoreFocusIn(region: Element, doc: Document = document): void {
  const lost = lastFocused;
  if (!lost || (doc.activeElement && doc.activeElement !== doc.body)) return;
  const target = lost.isConnected
    ? region.contains(lost)
      ? lost
      : null
    : counterpartIn(region, lost);
  if (!target) return;
  target.focus({ preventScroll: true });
  if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) {
    const end = target.value.length;
    try {
      target.setSelectionRange(end, end);
    } catch {
      // Inputs such as e-mail have no caret to place.
    }
  }
}
