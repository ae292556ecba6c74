/** @jest-environment jsdom */
import { act, render } from '@testing-library/react';
import { useEffect, useRef, useState } from 'react';

import { useKeepWhatFollowsInPlace } from './keep-what-follows-in-place';

// jsdom has no layout: each test says where the slot is on screen before and after its content
// changes (top and height, in viewport pixels; the window is 800 px high).
let slotBox = { top: 0, height: 0 };
const setSlotBox = (top: number, height: number) => {
  slotBox = { top, height };
};

/** The slot's remote rendering: set by the slot once mounted. */
const remote = { render: () => undefined as void };

function Slot({ placeholderClass = 'slot-skeleton' }: { placeholderClass?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [content, setContent] = useState(false);
  useEffect(() => {
    remote.render = () => setContent(true);
  }, []);
  useKeepWhatFollowsInPlace(ref);
  return (
    <div ref={ref} data-testid="slot">
      {content ? <p>Content</p> : <div className={placeholderClass} />}
    </div>
  );
}

function renderSlot(placeholderClass?: string) {
  const view = render(<Slot placeholderClass={placeholderClass} />);
  const slot = view.getByTestId('slot');
  slot.getBoundingClientRect = () =>
    ({
      top: slotBox.top,
      height: slotBox.height,
      bottom: slotBox.top + slotBox.height,
    }) as DOMRect;
  // The hook remembers the box at every scroll: as if the visitor had just scrolled to it.
  window.dispatchEvent(new Event('scroll'));
  return view;
}

/** The remote renders: the DOM changes and the slot has its new box at once. */
async function contentArrives(top: number, height: number) {
  await act(async () => {
    setSlotBox(top, height);
    remote.render();
  });
}

describe('useKeepWhatFollowsInPlace', () => {
  const scrollBy = jest.fn();
  beforeEach(() => {
    scrollBy.mockReset();
    window.scrollBy = scrollBy;
    Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
  });

  it('a visitor past the slot start keeps what follows in place: the scroll follows the growth', async () => {
    setSlotBox(-300, 700); // its end, and what follows, at 400 px on screen
    renderSlot();
    await contentArrives(-300, 1900);
    expect(scrollBy).toHaveBeenCalledWith({ top: 1200, behavior: 'instant' });
  });

  it('works for the calculator placeholder as well', async () => {
    setSlotBox(-100, 900);
    renderSlot('calculator-placeholder');
    await contentArrives(-100, 1000);
    expect(scrollBy).toHaveBeenCalledWith({ top: 100, behavior: 'instant' });
  });

  it('corrects only what the browser has not (its own scroll anchoring may have moved it)', async () => {
    setSlotBox(-300, 700);
    renderSlot();
    await contentArrives(-1000, 1900); // already scrolled by 700 of the 1200
    expect(scrollBy).toHaveBeenCalledWith({ top: 500, behavior: 'instant' });
  });

  it('a slot whose start is on screen grows downwards: no scrolling', async () => {
    setSlotBox(120, 1400);
    renderSlot();
    await contentArrives(120, 1900);
    expect(scrollBy).not.toHaveBeenCalled();
  });

  it('changes inside content already shown are left to the browser', async () => {
    setSlotBox(-300, 700);
    const view = renderSlot();
    await contentArrives(-300, 1900);
    scrollBy.mockReset();
    await act(async () => {
      setSlotBox(-300, 2100); // e.g. testimonials arriving inside the sections
      view.getByText('Content').textContent = 'Content and more';
    });
    expect(scrollBy).not.toHaveBeenCalled();
  });
});
