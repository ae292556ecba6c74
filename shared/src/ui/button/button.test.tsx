/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';

import { Button, type ButtonSize, type ButtonVariant, IconButton, LinkButton } from './button';

describe('Button', () => {
  it('is a real button of type "button" by default, so it never submits a form by accident', () => {
    render(<Button>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.tagName).toBe('BUTTON');
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('btn', 'btn--primary');
  });

  it.each<ButtonVariant>(['primary', 'secondary', 'ghost', 'danger', 'light'])(
    'variant %s renders its btn--<variant> class',
    (variant) => {
      render(<Button variant={variant}>Go</Button>);
      expect(screen.getByRole('button')).toHaveClass('btn', `btn--${variant}`);
    },
  );

  it.each<[ButtonSize, string]>([
    ['sm', 'btn--sm'],
    ['md', ''],
    ['lg', 'btn--lg'],
  ])("size %s adds the class '%s' (md is the default look)", (size, sizeClass) => {
    render(<Button size={size}>Go</Button>);
    const button = screen.getByRole('button');
    if (sizeClass) expect(button).toHaveClass(sizeClass);
    expect(button.className).not.toMatch(/btn--md/);
    for (const other of ['btn--sm', 'btn--lg'].filter((name) => name !== sizeClass)) {
      expect(button).not.toHaveClass(other);
    }
  });

  it('adds btn--block and a caller class', () => {
    render(
      <Button block className="extra">
        Go
      </Button>,
    );
    expect(screen.getByRole('button')).toHaveClass('btn', 'btn--block', 'extra');
  });

  it('calls onClick when not busy and forwards its ref', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    const ref = createRef<HTMLButtonElement>();
    render(
      <Button ref={ref} onClick={onClick}>
        Save
      </Button>,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(ref.current).toBe(screen.getByRole('button'));
  });

  it('is not marked busy when idle', () => {
    render(<Button busyLabel="Saving…">Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).not.toHaveAttribute('aria-busy');
    expect(button).not.toHaveAttribute('aria-disabled');
  });

  describe('busy', () => {
    it('keeps both labels in the DOM (so the width is kept) and names itself by the busy label', () => {
      render(
        <Button busy busyLabel="Saving…">
          Save
        </Button>,
      );
      const button = screen.getByRole('button', { name: 'Saving…' });
      expect(button).toHaveAttribute('aria-busy', 'true');
      expect(button).toHaveAttribute('aria-disabled', 'true');
      // Both labels stay, stacked: the idle one only hidden from assistive technology.
      expect(button).toHaveTextContent('Save');
      expect(button).toHaveTextContent('Saving…');
      expect(screen.getByText('Save')).toHaveAttribute('aria-hidden', 'true');
      expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
      // It stays focusable (aria-disabled, not disabled), so focus is not dropped mid-action.
      expect(button).toBeEnabled();
    });

    it('shows a spinner beside the label when there is no busy label', () => {
      render(<Button busy>Save</Button>);
      const button = screen.getByRole('button', { name: 'Save' });
      expect(button).toHaveAttribute('aria-busy', 'true');
      expect(button.querySelector('.spinner')).toHaveAttribute('aria-hidden', 'true');
    });

    it('refuses a click while busy', async () => {
      const user = userEvent.setup();
      const onClick = jest.fn();
      render(
        <Button busy busyLabel="Saving…" onClick={onClick}>
          Save
        </Button>,
      );
      await user.click(screen.getByRole('button'));
      expect(onClick).not.toHaveBeenCalled();
    });

    it('refuses a second click once the first has made it busy', async () => {
      const user = userEvent.setup();
      const onSave = jest.fn();
      function SaveButton() {
        const [busy, setBusy] = useState(false);
        return (
          <Button
            busy={busy}
            busyLabel="Saving…"
            onClick={() => {
              setBusy(true);
              onSave();
            }}
          >
            Save
          </Button>
        );
      }
      render(<SaveButton />);
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await user.click(screen.getByRole('button', { name: 'Saving…' }));
      await user.dblClick(screen.getByRole('button', { name: 'Saving…' }));
      expect(onSave).toHaveBeenCalledTimes(1);
    });

    it('does not submit its form while busy, by click or by Enter in a field', async () => {
      const user = userEvent.setup();
      const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
      const { rerender } = render(
        <form onSubmit={onSubmit} aria-label="Booking">
          <input aria-label="Name" />
          <Button type="submit" busy busyLabel="Booking…">
            Book
          </Button>
        </form>,
      );
      await user.click(screen.getByRole('button', { name: 'Booking…' }));
      await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Jane{Enter}');
      expect(onSubmit).not.toHaveBeenCalled();

      rerender(
        <form onSubmit={onSubmit} aria-label="Booking">
          <input aria-label="Name" />
          <Button type="submit" busyLabel="Booking…">
            Book
          </Button>
        </form>,
      );
      await user.type(screen.getByRole('textbox', { name: 'Name' }), '{Enter}');
      expect(onSubmit).toHaveBeenCalledTimes(1);
      await user.click(screen.getByRole('button', { name: 'Book' }));
      expect(onSubmit).toHaveBeenCalledTimes(2);
    });
  });
});

describe('IconButton', () => {
  it('is named by its label (an icon alone says nothing) and shows it as a tooltip title', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    render(<IconButton label="Close" icon={<svg aria-hidden="true" />} onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Close' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('title', 'Close');
    expect(button).toHaveClass('icon-btn');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

describe('LinkButton', () => {
  it('is a button (not a link) that looks like one', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    render(<LinkButton onClick={onClick}>Back to login</LinkButton>);
    const button = screen.getByRole('button', { name: 'Back to login' });
    expect(button.tagName).toBe('BUTTON');
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('btn-link');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
