// The visitor's first sign of life on the page (a tap, a key, a scroll). Work that nothing on
// screen needs yet (remotes below the hero) waits for it, so a cold visit of `/` loads
// only what paints the first screen.
const INTERACTION_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;

let interacted = false;
let listening = false;
const listeners = new Set<() => void>();

function stopListening(): void {
  for (const event of INTERACTION_EVENTS) {
    window.removeEventListener(event, onFirstInteraction, true);
  }
  listening = false;
}

function onFirstInteraction(): void {
  if (interacted) return;
  interacted = true;
  stopListening();
  listeners.forEach((listener) => listener());
  listeners.clear();
}

/**
 * Starts watching at start-up, so an interaction on one page counts for the next: a click that
 * navigates home must not leave the home page's lower remotes waiting for another.
 */
export function watchFirstInteraction(): void {
  if (listening || interacted || typeof window === 'undefined') return;
  listening = true;
  for (const event of INTERACTION_EVENTS) {
    window.addEventListener(event, onFirstInteraction, { capture: true, passive: true });
  }
}

export function hasInteracted(): boolean {
  return interacted;
}

/** Runs `listener` once, at the first interaction (now, if there was one); returns a cancel. */
export function whenFirstInteraction(listener: () => void): () => void {
  if (interacted) {
    listener();
    return () => undefined;
  }
  watchFirstInteraction();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tests only. */
export function resetFirstInteractionForTests(): void {
  if (listening) stopListening();
  interacted = false;
  listeners.clear();
}
