/** @jest-environment jsdom */
import '../test-support/jsdom-polyfills';

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { Accordion, type AccordionItem } from './accordion';

const ITEMS: AccordionItem[] = [
  { id: 'luggage', title: 'How much luggage can I bring?', content: 'Two bags per person.' },
  { id: 'seats', title: 'Do you have child seats?', content: 'Yes, ask when you book.' },
  { id: 'pay', title: 'How do I pay?', content: 'By card or cash.' },
];

const trigger = (name: string) => screen.getByRole('button', { name });

describe('Accordion', () => {
  it('renders every question as a button inside a heading, all closed by default', () => {
    render(<Accordion items={ITEMS} />);
    const headings = screen.getAllByRole('heading', { level: 3 });
    expect(headings.map((heading) => heading.textContent)).toEqual(ITEMS.map((item) => item.title));
    for (const item of ITEMS) {
      const button = trigger(item.title as string);
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(headings).toContain(button.closest('h3'));
    }
    expect(screen.queryByText('Two bags per person.')).not.toBeInTheDocument();
  });

  it.each([2, 4] as const)('uses heading level %i when asked', (level) => {
    render(<Accordion items={ITEMS} headingLevel={level} />);
    expect(screen.getAllByRole('heading', { level })).toHaveLength(3);
    expect(screen.queryAllByRole('heading', { level: 3 })).toHaveLength(0);
  });

  it('opens an item on click, showing its panel tied to its button', async () => {
    const user = userEvent.setup();
    render(<Accordion items={ITEMS} />);
    await user.click(trigger('How much luggage can I bring?'));
    const button = trigger('How much luggage can I bring?');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'How much luggage can I bring?' });
    expect(panel).toHaveTextContent('Two bags per person.');
    expect(button).toHaveAttribute('aria-controls', panel.id);
  });

  it('keeps one item open at a time: opening a second closes the first', async () => {
    const user = userEvent.setup();
    render(<Accordion items={ITEMS} />);
    await user.click(trigger('How much luggage can I bring?'));
    await user.click(trigger('Do you have child seats?'));
    expect(trigger('Do you have child seats?')).toHaveAttribute('aria-expanded', 'true');
    expect(trigger('How much luggage can I bring?')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Yes, ask when you book.')).toBeVisible();
    expect(screen.queryByText('Two bags per person.')).not.toBeInTheDocument();
  });

  it('lets the open item be closed again, so all can be closed', async () => {
    const user = userEvent.setup();
    render(<Accordion items={ITEMS} defaultOpen="pay" />);
    expect(trigger('How do I pay?')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('By card or cash.')).toBeInTheDocument();
    await user.click(trigger('How do I pay?'));
    expect(trigger('How do I pay?')).toHaveAttribute('aria-expanded', 'false');
    for (const item of ITEMS) {
      expect(trigger(item.title as string)).toHaveAttribute('aria-expanded', 'false');
    }
  });

  it('works from the keyboard: Enter toggles, arrow keys move between questions', async () => {
    const user = userEvent.setup();
    render(<Accordion items={ITEMS} />);
    await user.tab();
    expect(trigger('How much luggage can I bring?')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(trigger('How much luggage can I bring?')).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    expect(trigger('Do you have child seats?')).toHaveFocus();
    await user.keyboard(' ');
    expect(trigger('Do you have child seats?')).toHaveAttribute('aria-expanded', 'true');
    expect(trigger('How much luggage can I bring?')).toHaveAttribute('aria-expanded', 'false');
  });

  it('passes a className to its root', () => {
    const { container } = render(<Accordion items={ITEMS} className="faq" />);
    expect(container.firstElementChild).toHaveClass('accordion', 'faq');
  });
});
