/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';

import { resetFirstInteractionForTests, watchFirstInteraction } from './first-interaction';
import { WhenNeeded } from './when-needed';

type Callback = (entries: { isIntersecting: boolean }[]) => void;
const observers: { callback: Callback; rootMargin?: string }[] = [];

class FakeIntersectionObserver {
  constructor(callback: Callback, options?: { rootMargin?: string }) {
    observers.push({ callback, rootMargin: options?.rootMargin });
  }
  observe() {}
  disconnect() {}
}

const show = (props: { eager?: boolean; rootMargin?: string } = {}) =>
  render(
    <WhenNeeded placeholder={<p>Placeholder</p>} {...props}>
      <p>Remote content</p>
    </WhenNeeded>,
  );

describe('WhenNeeded', () => {
  beforeEach(() => {
    observers.length = 0;
    resetFirstInteractionForTests();
    Object.assign(window, { IntersectionObserver: FakeIntersectionObserver });
  });

  it('shows the placeholder until the slot comes into view', () => {
    show();
    expect(screen.getByText('Placeholder')).toBeInTheDocument();
    expect(screen.queryByText('Remote content')).not.toBeInTheDocument();
    expect(observers[0]?.rootMargin).toBe('0px 0px -25% 0px');
    act(() => observers[0]?.callback([{ isIntersecting: false }]));
    expect(screen.queryByText('Remote content')).not.toBeInTheDocument();
    act(() => observers[0]?.callback([{ isIntersecting: true }]));
    expect(screen.getByText('Remote content')).toBeInTheDocument();
  });

  it.each([
    ['a tap', () => fireEvent.pointerDown(document.body)],
    ['a key', () => fireEvent.keyDown(document.body, { key: 'Tab' })],
    ['a scroll', () => fireEvent.scroll(window)],
    ['a wheel turn', () => fireEvent.wheel(document.body)],
  ])('renders the children at the first interaction: %s', (_name, interact) => {
    show({ rootMargin: '0px' });
    expect(observers[0]?.rootMargin).toBe('0px');
    act(() => interact());
    expect(screen.getByText('Remote content')).toBeInTheDocument();
  });

  it('renders the children at once when eager, and once the page was interacted with', () => {
    show({ eager: true });
    expect(screen.getByText('Remote content')).toBeInTheDocument();
    fireEvent.pointerDown(document.body);
    const later = show();
    expect(later.getAllByText('Remote content')).toHaveLength(2);
  });

  it('counts an interaction made before the slot mounted (a click that navigated to its page)', () => {
    watchFirstInteraction(); // the shell watches from start-up
    fireEvent.pointerDown(document.body);
    show();
    expect(screen.getByText('Remote content')).toBeInTheDocument();
  });

  it('renders the children at once in a browser without IntersectionObserver', () => {
    Object.assign(window, { IntersectionObserver: undefined });
    show();
    expect(screen.getByText('Remote content')).toBeInTheDocument();
  });
});
