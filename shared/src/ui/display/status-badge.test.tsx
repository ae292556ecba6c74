/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';

import { Badge, type BadgeTone, StatusBadge } from './status-badge';

const TONES = ['toneSuccess', 'toneWarning', 'toneDanger', 'toneInfo', 'toneNeutral'];
const toneOf = (element: HTMLElement) => TONES.filter((tone) => element.classList.contains(tone));

describe('StatusBadge', () => {
  it.each([
    ['confirmed', 'Confirmed', 'toneSuccess'],
    ['pending', 'Pending', 'toneWarning'],
    ['cancelled', 'Cancelled', 'toneDanger'],
    ['completed', 'Completed', 'toneInfo'],
  ])('%s shows the word "%s" on its colour (%s)', (status, text, tone) => {
    render(<StatusBadge status={status} />);
    const badge = screen.getByText(text);
    expect(badge).toHaveClass('badge');
    expect(toneOf(badge)).toEqual([tone]);
  });

  it('gives the four statuses four distinct tones', () => {
    render(
      <>
        {['confirmed', 'pending', 'cancelled', 'completed'].map((status) => (
          <StatusBadge key={status} status={status} />
        ))}
      </>,
    );
    const tones = ['Confirmed', 'Pending', 'Cancelled', 'Completed'].map(
      (text) => toneOf(screen.getByText(text))[0],
    );
    expect(new Set(tones).size).toBe(4);
  });

  it('reads statuses case-insensitively, ignoring spaces around them', () => {
    render(<StatusBadge status="  CONFIRMED " />);
    expect(toneOf(screen.getByText('Confirmed'))).toEqual(['toneSuccess']);
  });

  it('shows an unknown status as its raw text, without a status colour', () => {
    render(<StatusBadge status="on hold" />);
    const badge = screen.getByText('on hold');
    expect(badge).toHaveClass('badge');
    expect(toneOf(badge)).toEqual([]);
  });
});

describe('Badge', () => {
  it('is neutral by default', () => {
    render(<Badge>Admin</Badge>);
    expect(toneOf(screen.getByText('Admin'))).toEqual(['toneNeutral']);
  });

  it.each<[BadgeTone, string]>([
    ['success', 'toneSuccess'],
    ['warning', 'toneWarning'],
    ['danger', 'toneDanger'],
    ['info', 'toneInfo'],
    ['neutral', 'toneNeutral'],
  ])('tone %s uses %s', (tone, className) => {
    render(<Badge tone={tone}>Featured</Badge>);
    const badge = screen.getByText('Featured');
    expect(badge).toHaveClass('badge');
    expect(toneOf(badge)).toEqual([className]);
  });
});
