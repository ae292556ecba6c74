/** @jest-environment jsdom */
import { catchUpWithHistory, currentHistoryEntry } from './catch-up-with-history';

describe('catchUpWithHistory', () => {
  it('replays a history step the router could not hear yet', () => {
    window.history.replaceState(null, '', '/gig/6');
    const rendered = currentHistoryEntry();
    window.history.pushState({ usr: { fromCruise: true }, key: 'cruise' }, '', '/book-tour');
    const heard: unknown[] = [];
    const listen = (event: PopStateEvent) => heard.push(event.state);
    window.addEventListener('popstate', listen);
    catchUpWithHistory(rendered);
    window.removeEventListener('popstate', listen);
    expect(heard).toEqual([{ usr: { fromCruise: true }, key: 'cruise' }]);
  });

  it('does nothing when the entry is the one the router rendered', () => {
    const rendered = currentHistoryEntry();
    const listen = jest.fn();
    window.addEventListener('popstate', listen);
    catchUpWithHistory(rendered);
    window.removeEventListener('popstate', listen);
    expect(listen).not.toHaveBeenCalled();
  });
});
