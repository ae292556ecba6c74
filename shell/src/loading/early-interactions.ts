// The prerendered page is on screen, and usable, before the app runs: its links are plain links
// and the phone menu is a native <details>. But its buttons (Login, Sign Up) do nothing yet, and
// when React replaces the HTML an open menu would snap shut. On a slow network that window is
// seconds long. This carries what the visitor did in it over to the running app.

interface EarlyState {
  /** The last button tapped: where it was (header, main, footer) and what it said. */
  tap: { region: string; name: string } | null;
  /** Whether the visitor left the phone menu open. */
  menuOpen: boolean;
}

const MENU = 'details.mobile-menu';
const REGIONS = 'header, main, footer';

let state: EarlyState = { tap: null, menuOpen: false };
let stopWatching: (() => void) | null = null;

/** A button as a person tells it apart: its label, else its text. */
const nameOf = (button: Element): string =>
  (button.getAttribute('aria-label') ?? button.textContent ?? '').replace(/\s+/g, ' ').trim();

const regionOf = (element: Element): string =>
  element.closest(REGIONS)?.tagName.toLowerCase() ?? 'body';

/** A button the visitor can see: the header has a phone and a desktop copy of some of them. */
const isShown = (element: Element): boolean => element.getClientRects().length > 0;

/** From the entry's first line until the app has mounted. */
export function watchEarlyInteractions(doc: Document = document): void {
  const onClick = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest('button');
    if (button) state.tap = { region: regionOf(button), name: nameOf(button) };
    // A tap on the menu's summary toggles it, but the 'toggle' event comes in a later task: on a
    // busy phone the app can replace the HTML before it, and the menu would snap shut. The state the
    // tap leads to is known now.
    const menu = target?.closest('summary')?.parentElement;
    if (menu instanceof HTMLDetailsElement && menu.matches(MENU)) state.menuOpen = !menu.open;
  };
  // 'toggle' does not bubble; a capturing listener on the document still hears it.
  const onToggle = (event: Event) => {
    const target = event.target;
    if (target instanceof HTMLDetailsElement && target.matches(MENU)) state.menuOpen = target.open;
  };
  doc.addEventListener('click', onClick, true);
  doc.addEventListener('toggle', onToggle, true);
  stopWatching = () => {
    doc.removeEventListener('click', onClick, true);
    doc.removeEventListener('toggle', onToggle, true);
  };
}

/**
 * Once the app has mounted (its listeners are in place): opens the app's phone menu if the visitor
 * had opened the prerendered one, then focuses and taps the app's own copy of the last button they
 * tapped.
 */
export function carryOverEarlyInteractions(doc: Document = document): void {
  stopWatching?.();
  stopWatching = null;
  const { tap, menuOpen } = state;
  state = { tap: null, menuOpen: false };
  if (menuOpen) {
    const menu = doc.querySelector<HTMLDetailsElement>(MENU);
    if (menu && isShown(menu)) menu.open = true;
  }
  if (!tap) return;
  const button = [...doc.querySelectorAll<HTMLButtonElement>(`${tap.region} button`)].find(
    (candidate) => nameOf(candidate) === tap.name && isShown(candidate) && !candidate.disabled,
  );
  if (!button) return;
  // The tapped button went with the HTML React replaced, and the focus with it: the app's copy takes
  // it, so a dialog the tap opens gives the focus back to Login (or Sign Up) when it closes.
  if (!doc.activeElement || doc.activeElement === doc.body) button.focus({ preventScroll: true });
  button.click();
}
