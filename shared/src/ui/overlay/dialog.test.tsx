/** @jest-environment jsdom */
import '../test-support/jsdom-polyfills';

import { render, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { useState } from 'react';

import { Button } from '../button/button';
import { ConfirmDialog, Dialog, type DialogProps } from './dialog';

function DialogHarness(props: Partial<DialogProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button">Before</button>
      <Button onClick={() => setOpen(true)}>Edit booking</Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Edit booking"
        description="Change the pickup details."
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Discard
            </Button>
            <Button>Save changes</Button>
          </>
        }
        {...props}
      >
        <label htmlFor="pickup">Pickup</label>
        <input id="pickup" />
      </Dialog>
    </>
  );
}

async function openDialog() {
  const user = userEvent.setup();
  const opener = screen.getByRole('button', { name: 'Edit booking' });
  await user.click(opener);
  const dialog = await screen.findByRole('dialog');
  return { user, opener, dialog };
}

describe('Dialog', () => {
  it('is closed until opened', () => {
    render(<DialogHarness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens as a modal dialog named by its title and described by its description', async () => {
    render(<DialogHarness />);
    const { dialog } = await openDialog();
    expect(dialog).toHaveAccessibleName('Edit booking');
    expect(dialog).toHaveAccessibleDescription('Change the pickup details.');
    expect(screen.getByRole('heading', { name: 'Edit booking' })).toBeInTheDocument();
    // The page behind is hidden from assistive technology while the dialog is open.
    expect(screen.queryByRole('button', { name: 'Before' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeInTheDocument();
  });

  it('has no aria-describedby without a description', async () => {
    render(<DialogHarness description={undefined} />);
    const { dialog } = await openDialog();
    expect(dialog).not.toHaveAttribute('aria-describedby');
  });

  it('moves focus inside and traps Tab and Shift+Tab within it', async () => {
    render(<DialogHarness />);
    const { user, dialog } = await openDialog();
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    const close = screen.getByRole('button', { name: 'Close' });
    const pickup = screen.getByRole('textbox', { name: 'Pickup' });
    const discard = screen.getByRole('button', { name: 'Discard' });
    const save = screen.getByRole('button', { name: 'Save changes' });
    const order = [close, pickup, discard, save];

    close.focus();
    for (const expected of [...order.slice(1), close, pickup]) {
      await user.tab();
      expect(expected).toHaveFocus();
    }
    close.focus();
    await user.tab({ shift: true });
    expect(save).toHaveFocus();
    await user.tab({ shift: true });
    expect(discard).toHaveFocus();
  });

  it('closes on Escape and returns focus to what opened it', async () => {
    render(<DialogHarness />);
    const { user, opener } = await openDialog();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('closes with its close button, labelled by closeLabel, and returns focus', async () => {
    render(<DialogHarness closeLabel="Close booking editor" />);
    const { user, opener } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Close booking editor' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('returns focus when the caller closes it from a footer action', async () => {
    render(<DialogHarness />);
    const { user, opener } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('closes on a click on the overlay', async () => {
    render(<DialogHarness />);
    const { opener } = await openDialog();
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await user.click(document.querySelector('.overlay') as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('applies its size class', async () => {
    render(<DialogHarness size="lg" />);
    const { dialog } = await openDialog();
    expect(dialog).toHaveClass('content', 'lg');
  });
});

function ConfirmHarness({
  onConfirm = jest.fn(),
  busy = false,
  keepOpen = false,
}: {
  onConfirm?: () => void;
  busy?: boolean;
  keepOpen?: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Cancel booking
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Cancel this booking?"
        description="The driver will be told at once."
        confirmLabel="Yes, Cancel Booking"
        cancelLabel="Keep Booking"
        busy={busy}
        busyLabel="Cancelling…"
        onConfirm={() => {
          onConfirm();
          if (!keepOpen) setOpen(false);
        }}
      />
    </>
  );
}

async function openConfirm() {
  const user = userEvent.setup();
  const opener = screen.getByRole('button', { name: 'Cancel booking' });
  await user.click(opener);
  const dialog = await screen.findByRole('alertdialog');
  return { user, opener, dialog };
}

describe('ConfirmDialog', () => {
  it('is an alertdialog with its title, description and named actions', async () => {
    render(<ConfirmHarness />);
    const { dialog } = await openConfirm();
    expect(dialog).toHaveAccessibleName('Cancel this booking?');
    expect(dialog).toHaveAccessibleDescription('The driver will be told at once.');
    expect(screen.getByRole('button', { name: 'Yes, Cancel Booking' })).toHaveClass('btn--danger');
    expect(screen.getByRole('button', { name: 'Keep Booking' })).toHaveClass('btn--secondary');
    expect(screen.queryByRole('button', { name: /^ok$/i })).not.toBeInTheDocument();
  });

  it('names Cancel by default', async () => {
    const user = userEvent.setup();
    render(
      <ConfirmDialog
        open
        onOpenChange={() => undefined}
        title="Delete testimonial?"
        description="This cannot be undone."
        confirmLabel="Delete testimonial"
        tone="primary"
        onConfirm={() => undefined}
      />,
    );
    expect(await screen.findByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Delete testimonial' })).toHaveClass('btn--primary');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Delete testimonial' })).toHaveFocus();
  });

  it('puts focus on the safe choice, Cancel, first', async () => {
    render(<ConfirmHarness />);
    await openConfirm();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Keep Booking' })).toHaveFocus());
  });

  it('calls onConfirm when confirmed', async () => {
    const onConfirm = jest.fn();
    render(<ConfirmHarness onConfirm={onConfirm} />);
    const { user, opener } = await openConfirm();
    await user.click(screen.getByRole('button', { name: 'Yes, Cancel Booking' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('cancels without confirming, and returns focus to the opener', async () => {
    const onConfirm = jest.fn();
    render(<ConfirmHarness onConfirm={onConfirm} />);
    const { user, opener } = await openConfirm();
    await user.click(screen.getByRole('button', { name: 'Keep Booking' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onConfirm).not.toHaveBeenCalled();
    expect(opener).toHaveFocus();
  });

  it('closes on Escape without confirming', async () => {
    const onConfirm = jest.fn();
    render(<ConfirmHarness onConfirm={onConfirm} />);
    const { user, opener } = await openConfirm();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onConfirm).not.toHaveBeenCalled();
    expect(opener).toHaveFocus();
  });

  it('while busy names the confirm button by its busy label and refuses a second click', async () => {
    const onConfirm = jest.fn();
    const { rerender } = render(<ConfirmHarness onConfirm={onConfirm} keepOpen />);
    const { user } = await openConfirm();
    await user.click(screen.getByRole('button', { name: 'Yes, Cancel Booking' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);

    rerender(<ConfirmHarness onConfirm={onConfirm} keepOpen busy />);
    const busyButton = screen.getByRole('button', { name: 'Cancelling…' });
    expect(busyButton).toHaveAttribute('aria-busy', 'true');
    await user.click(busyButton);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('is not dismissed by a click on the overlay: it must be answered', async () => {
    render(<ConfirmHarness />);
    await openConfirm();
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await user.click(document.querySelector('.overlay') as HTMLElement);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });
});

describe('ConfirmDialog while busy', () => {
  it('ignores Escape and Cancel until the action has finished', async () => {
    render(<ConfirmHarness busy />);
    const { user, dialog } = await openConfirm();
    await user.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep Booking' }));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });
});
