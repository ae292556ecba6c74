/** @jest-environment jsdom */
import { render } from '@testing-library/react';

import { Avatar, initialsOf } from './avatar';

describe('initialsOf', () => {
  it.each([
    ['Jane Doe', 'JD'],
    ['jane doe', 'JD'],
    ['Jane Mary Doe', 'JM'],
    ['jane@example.com', 'JE'],
    ['jane.doe@example.com', 'JD'],
    ['Cher', 'C'],
    ['  Jane   Doe  ', 'JD'],
    ['', '?'],
    ['   ', '?'],
  ])('%j -> %j', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});

describe('Avatar', () => {
  it('shows the initials, hidden from assistive technology (the name is said beside it)', () => {
    const { container } = render(<Avatar name="Jane Doe" />);
    const avatar = container.firstElementChild as HTMLElement;
    expect(avatar).toHaveTextContent('JD');
    expect(avatar).toHaveAttribute('aria-hidden', 'true');
    expect(avatar).toHaveClass('avatar');
    expect(avatar).not.toHaveClass('avatar--lg');
  });

  it('has a large size and takes a class', () => {
    const { container } = render(<Avatar name="jane@example.com" size="lg" className="mine" />);
    expect(container.firstElementChild).toHaveClass('avatar', 'avatar--lg', 'mine');
    expect(container.firstElementChild).toHaveTextContent('JE');
  });
});
