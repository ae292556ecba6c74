/** @jest-environment jsdom */
import { act, render, screen, within } from '@testing-library/react';
import { toast } from 'sonner';

import { AppToaster } from './app-toaster';
import { notify, TOAST_DURATION_MS } from './notify';

/** sonner's region: a labelled section with aria-live, so screen readers announce each toast. */
function liveRegion(): HTMLElement {
  const region = document.querySelector<HTMLElement>('section[aria-live]');
  if (!region) throw new Error('No aria-live region rendered');
  return region;
}

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
  jest.useRealTimers();
});

describe('AppToaster with notify', () => {
  it('renders a polite, labelled live region before any toast', () => {
    render(<AppToaster />);
    const region = liveRegion();
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveAttribute('aria-label', expect.stringMatching(/^Notifications/));
    expect(region).toBeEmptyDOMElement();
  });

  it.each([
    ['success', 'Saved'],
    ['error', 'Please correct the errors below'],
    ['warning', 'Your session ends soon'],
    ['info', 'New bookings arrived'],
  ] as const)('notify.%s("%s") appears inside the live region', async (kind, message) => {
    render(<AppToaster />);
    act(() => {
      notify[kind](message);
    });
    const region = liveRegion();
    const shown = await within(region).findByText(message);
    expect(region).toContainElement(shown);
    expect(shown.closest('[data-sonner-toast]')).toHaveAttribute('data-type', kind);
  });

  it('shows a description given in the options', async () => {
    render(<AppToaster />);
    act(() => {
      notify.success('Booking confirmed', { description: 'Reference BT-1234' });
    });
    expect(await within(liveRegion()).findByText('Reference BT-1234')).toBeInTheDocument();
  });

  it('gives every toast a close button', async () => {
    render(<AppToaster />);
    act(() => {
      notify.info('Heads up');
    });
    await within(liveRegion()).findByText('Heads up');
    expect(within(liveRegion()).getByRole('button', { name: /close/i })).toBeInTheDocument();
  });

  it(`hides a toast after ${TOAST_DURATION_MS} ms, not before`, () => {
    jest.useFakeTimers();
    render(<AppToaster />);
    act(() => {
      notify.success('Saved');
    });
    // sonner adds the toast on the next tick.
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(within(liveRegion()).getByText('Saved')).toBeInTheDocument();

    act(() => {
      jest.advanceTimersByTime(TOAST_DURATION_MS - 100);
    });
    expect(within(liveRegion()).getByText('Saved')).toBeInTheDocument();

    act(() => {
      jest.advanceTimersByTime(100);
    });
    // sonner lets the exit animation run (200 ms) before removing the toast.
    act(() => {
      jest.advanceTimersByTime(500);
    });
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('shows each toast once even when notified twice', async () => {
    render(<AppToaster />);
    act(() => {
      notify.success('First');
      notify.error('Second');
    });
    const region = liveRegion();
    expect(await within(region).findByText('First')).toBeInTheDocument();
    expect(within(region).getByText('Second')).toBeInTheDocument();
    expect(within(region).getAllByText('First')).toHaveLength(1);
  });
});
