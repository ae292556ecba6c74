/** @jest-environment jsdom */
import '../test-support/jsdom-polyfills';

import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { InfoPopover, Tabs, type TabItem, Tooltip } from './popover';

describe('InfoPopover', () => {
  function renderPopover() {
    render(
      <InfoPopover label="About child car seats" title="Child car seats">
        Free on request for children under 4.
      </InfoPopover>,
    );
    return screen.getByRole('button', { name: 'About child car seats' });
  }

  it('is a button named by its label, closed at first', () => {
    const trigger = renderPopover();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.queryByText('Free on request for children under 4.')).not.toBeInTheDocument();
  });

  it('opens on click with its title and text', async () => {
    const user = userEvent.setup();
    const trigger = renderPopover();
    await user.click(trigger);
    const popover = await screen.findByRole('dialog');
    // Radix gives the popover role dialog; it is named by its title, not left unnamed.
    expect(popover).toHaveAccessibleName('Child car seats');
    expect(popover).toHaveTextContent('Child car seats');
    expect(popover).toHaveTextContent('Free on request for children under 4.');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(trigger).toHaveAttribute('aria-controls', popover.id);
  });

  it('closes on Escape and returns focus to its button', async () => {
    const user = userEvent.setup();
    const trigger = renderPopover();
    await user.click(trigger);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });

  it('without a title is named after its button', async () => {
    const user = userEvent.setup();
    render(<InfoPopover label="About luggage">Two bags each.</InfoPopover>);
    await user.click(screen.getByRole('button', { name: 'About luggage' }));
    expect(await screen.findByRole('dialog')).toHaveAccessibleName('About luggage');
  });

  it('opens with Enter and closes with its Close button', async () => {
    const user = userEvent.setup();
    const trigger = renderPopover();
    trigger.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('Tooltip', () => {
  it('shows its hint on keyboard focus, describing the control, and hides it on Escape', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip content="Call us 8am to 8pm">
        <button type="button">Call</button>
      </Tooltip>,
    );
    const button = screen.getByRole('button', { name: 'Call' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.tab();
    expect(button).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Call us 8am to 8pm');
    expect(button).toHaveAccessibleDescription('Call us 8am to 8pm');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });
});

describe('Tabs', () => {
  const TABS: TabItem[] = [
    { id: 'upcoming', label: 'Upcoming', content: 'No upcoming trips.' },
    { id: 'past', label: 'Past', content: 'Two past trips.' },
    { id: 'cancelled', label: 'Cancelled', content: 'Nothing cancelled.' },
  ];

  it('is a named tab list showing the first tab by default', () => {
    render(<Tabs label="Your bookings" tabs={TABS} />);
    const list = screen.getByRole('tablist', { name: 'Your bookings' });
    expect(list).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Upcoming',
      'Past',
      'Cancelled',
    ]);
    expect(screen.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Upcoming' })).toHaveTextContent(
      'No upcoming trips.',
    );
  });

  it('opens on defaultTab', () => {
    render(<Tabs label="Your bookings" tabs={TABS} defaultTab="past" />);
    expect(screen.getByRole('tab', { name: 'Past' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Two past trips.');
  });

  it('switches tabs with the arrow keys, wrapping around, with one tab stop', async () => {
    const user = userEvent.setup();
    render(<Tabs label="Your bookings" tabs={TABS} />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Upcoming' })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    const past = screen.getByRole('tab', { name: 'Past' });
    expect(past).toHaveFocus();
    expect(past).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Two past trips.');
    expect(screen.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute('aria-selected', 'false');

    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Cancelled' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Cancelled' })).toHaveTextContent(
      'Nothing cancelled.',
    );

    // Tab leaves the list for the panel rather than visiting every tab.
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('switches on click', async () => {
    const user = userEvent.setup();
    render(<Tabs label="Your bookings" tabs={TABS} />);
    await user.click(screen.getByRole('tab', { name: 'Cancelled' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Nothing cancelled.');
  });
});
