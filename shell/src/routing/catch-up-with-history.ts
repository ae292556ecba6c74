export interface HistoryEntry {
  href: string;
  state: unknown;
}

export const currentHistoryEntry = (win: Window = window): HistoryEntry => ({
  href: win.location.href,
  state: win.history.state as unknown,
});

/**
 * The first render is a transition, spread over several tasks: a back or forward step (or a
 * pushState) between its start, when the router reads the URL, and its commit, when the router
 * starts listening, reaches no listener, and the page would show the old URL's content. Called
 * once the router listens: if the entry changed since `rendered`, it replays the step.
 */
export function catchUpWithHistory(rendered: HistoryEntry, win: Window = window): void {
  const now = currentHistoryEntry(win);
  if (now.href === rendered.href && now.state === rendered.state) return;
  win.dispatchEvent(new PopStateEvent('popstate', { state: now.state }));
}
