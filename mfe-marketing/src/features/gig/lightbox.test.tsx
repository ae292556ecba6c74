/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';

import { Lightbox, wrapIndex } from './lightbox';

const PICTURES = [
  { src: '/a.svg', width: 800, height: 600, alt: 'A plane over the palms.' },
  { src: '/b.svg', width: 800, height: 600, alt: 'A car at arrivals.' },
  { src: '/c.svg', width: 800, height: 600, alt: 'Sunset at the terminal.' },
];

function Harness() {
  const [index, setIndex] = useState<number | null>(null);
  return (
    <>
      <button type="button" onClick={() => setIndex(2)}>
        Open the third
      </button>
      <Lightbox
        title="Airport Transfer gallery"
        pictures={PICTURES}
        index={index}
        onIndexChange={setIndex}
        onClose={() => setIndex(null)}
      />
    </>
  );
}

const shown = () => screen.getByRole('dialog').querySelector('img')?.getAttribute('alt');

describe('wrapIndex', () => {
  it('wraps at both ends', () => {
    expect(wrapIndex(2, 1, 3)).toBe(0);
    expect(wrapIndex(0, -1, 3)).toBe(2);
    expect(wrapIndex(1, 1, 3)).toBe(2);
  });
});

describe('Lightbox', () => {
  it('opens at the chosen picture and says which one of how many', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Open the third' }));
    expect(screen.getByRole('dialog', { name: 'Airport Transfer gallery' })).toBeInTheDocument();
    expect(shown()).toBe('Sunset at the terminal.');
    expect(screen.getByText('Picture 3 of 3')).toBeInTheDocument();
  });

  it('Next after the last goes to the first; Previous before the first goes to the last', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Open the third' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next picture' }));
    expect(shown()).toBe('A plane over the palms.');
    fireEvent.click(screen.getByRole('button', { name: 'Previous picture' }));
    expect(shown()).toBe('Sunset at the terminal.');
  });

  it('the arrow keys browse the same way', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Open the third' }));
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(shown()).toBe('A plane over the palms.');
    fireEvent.keyDown(document, { key: 'ArrowLeft' });
    fireEvent.keyDown(document, { key: 'ArrowLeft' });
    expect(shown()).toBe('A car at arrivals.');
  });

  it('Escape closes it and focus returns to what opened it', async () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open the third' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
