/** @jest-environment jsdom */
import {
  hasPendingBookingsStored,
  LEGACY_PENDING_BOOKINGS_STORAGE_KEY,
  PENDING_BOOKINGS_STORAGE_KEY,
} from './pending-bookings-storage';

describe('hasPendingBookingsStored', () => {
  afterEach(() => localStorage.clear());

  it('is false with nothing stored, an empty queue, or no storage', () => {
    expect(hasPendingBookingsStored()).toBe(false);
    localStorage.setItem(PENDING_BOOKINGS_STORAGE_KEY, '[]');
    expect(hasPendingBookingsStored()).toBe(false);
    expect(hasPendingBookingsStored(null)).toBe(false);
  });

  it('is true when the current or the legacy key holds a queue', () => {
    localStorage.setItem(PENDING_BOOKINGS_STORAGE_KEY, '[{"key":"k"}]');
    expect(hasPendingBookingsStored()).toBe(true);
    localStorage.clear();
    localStorage.setItem(LEGACY_PENDING_BOOKINGS_STORAGE_KEY, '[{"key":"k"}]');
    expect(hasPendingBookingsStored()).toBe(true);
  });

  it('is false when the storage throws (blocked by the browser)', () => {
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
    } as unknown as Storage;
    expect(hasPendingBookingsStored(blocked)).toBe(false);
  });
});
