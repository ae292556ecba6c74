/** @jest-environment jsdom */
// A long My Bookings list (a desk's): 50 cards at a time, 'Show more' for the next, focus on the
// first new card, and a new search starting at the first cards again.
import type * as shared from '@bbt/shared';
import { renderArea } from '@bbt/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { AreaRoutes, preloadAllPages } from '../../routes';
import { row } from '../../testing/customer-bookings';
import { createFakeSupabase } from '../../testing/fake-supabase';
import { answerMyBookings } from '../../testing/my-bookings-page';
import { signedInAs } from '../../testing/users';

const fake = createFakeSupabase();
jest.mock('@bbt/shared', () => {
  const actual = jest.requireActual<typeof shared>('@bbt/shared');
  return { ...actual, getSupabase: () => Promise.resolve(fake.client) };
});

/** 120 bookings, BB-300000-DSK to BB-300119-DSK, in the order the read returns them. */
const DESK = Array.from({ length: 120 }, (_, i) =>
  row({ id: `d${i}`, reference_number: `BB-300${String(i).padStart(3, '0')}-DSK` }),
);

const cards = () =>
  within(screen.getByRole('list', { name: 'Your bookings' })).getAllByRole('article');

const renderMyBookings = () => renderArea(AreaRoutes, '/my-bookings', { auth: signedInAs() });

beforeAll(() => preloadAllPages());

beforeEach(() => answerMyBookings(fake, DESK, []));

// Up to 120 cards rendered in jsdom, and keys typed one by one: slower than the 5 s default.
jest.setTimeout(20_000);

it('shows 50 cards, then 50 more, then the last 20, moving focus to the first new card', async () => {
  const u = userEvent.setup();
  renderMyBookings();
  expect(await screen.findByText('120 of 120 bookings')).toBeVisible();
  expect(cards()).toHaveLength(50);
  expect(screen.getByText('Showing 50 of 120')).toBeVisible();

  await u.click(screen.getByRole('button', { name: 'Show 50 more' }));
  expect(cards()).toHaveLength(100);
  expect(screen.getByText('Showing 100 of 120')).toBeVisible();
  expect(screen.getByRole('heading', { name: 'BB-300050-DSK' })).toHaveFocus();

  await u.click(screen.getByRole('button', { name: 'Show 20 more' }));
  expect(cards()).toHaveLength(120);
  expect(screen.getByText('Showing 120 of 120')).toBeVisible();
  expect(screen.queryByRole('button', { name: /^Show \d+ more$/ })).toBeNull();
  expect(screen.getByRole('heading', { name: 'BB-300100-DSK' })).toHaveFocus();
});

it('searches every booking, not only the cards shown, and a new search starts at the first cards', async () => {
  const u = userEvent.setup();
  renderMyBookings();
  await screen.findByText('120 of 120 bookings');
  await u.click(screen.getByRole('button', { name: 'Show 50 more' }));
  expect(cards()).toHaveLength(100);

  await u.type(screen.getByLabelText('Search bookings'), 'BB-300119');
  expect(screen.getByText('1 of 120 bookings (filtered)')).toBeVisible();
  expect(cards()).toHaveLength(1);
  expect(screen.queryByText(/^Showing/)).toBeNull();

  await u.clear(screen.getByLabelText('Search bookings'));
  expect(cards()).toHaveLength(50);
  expect(screen.getByRole('button', { name: 'Show 50 more' })).toBeVisible();
});
