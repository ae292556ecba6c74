/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';

import { Icon, type IconName } from './icons';

describe('Icon', () => {
  it('is decorative by default: hidden, not focusable, 20px', () => {
    const { container } = render(<Icon name="calendar" />);
    const svg = container.querySelector('svg') as SVGSVGElement;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg).not.toHaveAttribute('role');
    expect(svg).toHaveAttribute('width', '20');
    expect(svg).toHaveAttribute('height', '20');
    expect(svg.querySelector('path')?.getAttribute('d')).toBeTruthy();
  });

  it('with a title is an image named by it', () => {
    render(<Icon name="star" title="Verified ride" size={16} />);
    const img = screen.getByRole('img', { name: 'Verified ride' });
    expect(img).not.toHaveAttribute('aria-hidden');
    expect(img).toHaveAttribute('width', '16');
    expect(img).toHaveAttribute('fill', 'currentColor');
  });

  it.each<IconName>(['close', 'eye', 'eyeOff', 'minus', 'plus', 'info'])(
    'draws a distinct shape for %s',
    (name) => {
      const { container } = render(<Icon name={name} />);
      const { container: other } = render(<Icon name="car" />);
      const d = container.querySelector('path')?.getAttribute('d');
      expect(d).toBeTruthy();
      expect(d).not.toBe(other.querySelector('path')?.getAttribute('d'));
      expect(container.querySelector('svg')).toHaveAttribute('fill', 'none');
    },
  );

  it('passes other svg props through', () => {
    const { container } = render(<Icon name="info" className="tip" />);
    expect(container.querySelector('svg')).toHaveClass('tip');
  });
});
