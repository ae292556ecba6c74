/** @jest-environment jsdom */
import { PLACES, type PlaceSelection, placeSelectionFromCatalogue } from '@bbt/shared/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';

import { PlacePicker } from './place-picker';
import { tripQuote } from '../results/trip-quotes';
import { INITIAL_TRIP } from '../trip/trip-state';
import { buildOptions, selectionForText } from './picker-options';

function Harness({ onPick }: { onPick: (place: PlaceSelection | null) => void }) {
  const [value, setValue] = useState<PlaceSelection | null>(null);
  return (
    <>
      <PlacePicker
        label="Drop-off location"
        value={value}
        onPick={(place) => {
          setValue(place);
          onPick(place);
        }}
      />
      <button type="button">Next</button>
    </>
  );
}

describe('place picker', () => {
  it('searches the catalogue and chooses with the keyboard', async () => {
    const onPick = jest.fn();
    render(<Harness onPick={onPick} />);
    const box = screen.getByRole('combobox', { name: 'Drop-off location' });
    await userEvent.type(box, 'st law');
    expect(screen.getByRole('option', { name: /St\. Lawrence Gap/ })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onPick).toHaveBeenLastCalledWith(
      expect.objectContaining({ name: 'St. Lawrence Gap', catalogueId: 'st-lawrence-gap' }),
    );
    expect(box).toHaveValue('St. Lawrence Gap');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps a typed address when focus moves on', async () => {
    const onPick = jest.fn();
    render(<Harness onPick={onPick} />);
    await userEvent.type(screen.getByRole('combobox'), '12 Palm Row, Holetown');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPick).toHaveBeenLastCalledWith(
      expect.objectContaining({
        name: '12 Palm Row, Holetown',
        address: '12 Palm Row, Holetown, Barbados',
        catalogueId: null,
      }),
    );
  });

  it('offers the typed text last and knows an exact catalogue name', () => {
    const options = buildOptions('Palm Row', []);
    expect(options.at(-1)).toEqual({ kind: 'typed', key: 'typed', text: 'Palm Row' });
    expect(selectionForText('sandy lane')?.catalogueId).toBe('sandy-lane');
    expect(selectionForText('  ')).toBeNull();
  });

  it('reads a typed "Hastings, Christ Church" as Hastings when focus moves on', async () => {
    const onPick = jest.fn();
    render(<Harness onPick={onPick} />);
    const box = screen.getByRole('combobox', { name: 'Drop-off location' });
    await userEvent.type(box, 'Hastings, Christ Church');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPick).toHaveBeenLastCalledWith(
      expect.objectContaining({ name: 'Hastings', catalogueId: 'hastings' }),
    );
    expect(box).toHaveValue('Hastings');
  });

  it('offers the place a text names first, and no "Use" option for it', () => {
    const options = buildOptions('hastings, christ church, Barbados', []);
    expect(options[0]).toMatchObject({ kind: 'catalogue', key: 'c-hastings' });
    expect(options.some((option) => option.kind === 'typed')).toBe(false);
    expect(buildOptions("harrison's cave", [])[0]).toMatchObject({ key: 'c-harrisons-cave' });
  });

  it('prices every catalogue place typed with its parish and Barbados as the chosen place', () => {
    const trip = { ...INITIAL_TRIP, tripType: 'fromAirport' as const, pickupTime: '14:30' };
    for (const place of PLACES.filter((candidate) => candidate.kind !== 'other')) {
      const typed = selectionForText(`${place.name.toLowerCase()}, ${place.parish}, Barbados`);
      const chosen = placeSelectionFromCatalogue(place);
      expect(typed).toEqual(chosen);
      expect(tripQuote({ ...trip, dropoff: typed }, 'luxury', null)).toEqual(
        tripQuote({ ...trip, dropoff: chosen }, 'luxury', null),
      );
    }
  });
});
