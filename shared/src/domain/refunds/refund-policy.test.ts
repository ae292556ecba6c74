import { freeCancellationNote, REFUND_POLICY, refundFor, type RefundInput } from './refund-policy';

const pickupDate = '2026-12-10';
const pickupTime = '10:00'; // 14:00 UTC
const at = (hoursBefore: number) =>
  new Date(Date.parse('2026-12-10T14:00:00Z') - hoursBefore * 3_600_000);
const input = (overrides: Partial<RefundInput> = {}): RefundInput => ({
  pickupDate,
  pickupTime,
  vehicleType: 'premium',
  status: 'confirmed',
  totalPrice: 101,
  cancelAt: at(72),
  ...overrides,
});

describe('refund policy', () => {
  it('constants: 48 h full, 24 h partial with a 25% charge, paid within 14 days, economy non-refundable', () => {
    expect(REFUND_POLICY).toEqual({
      fullRefundMoreThanHours: 48,
      partialRefundFromHours: 24,
      partialChargePercent: 25,
      refundPaidWithinDays: 14,
      nonRefundableVehicles: ['economy'],
    });
  });

  it('more than 48 hours ahead: 100% back ($101 of $101)', () => {
    expect(refundFor(input({ cancelAt: at(48.01) }))).toMatchObject({
      band: 'full',
      refundPercent: 100,
      chargePercent: 0,
      refundAmount: 101,
      chargeAmount: 0,
      summary: 'Full refund (100%)',
    });
  });

  it('exactly 48 hours and down to exactly 24 hours: 25% charge, 75% back (101 x 0.75 = 75.75)', () => {
    for (const hours of [48, 36, 24]) {
      expect(refundFor(input({ cancelAt: at(hours) }))).toMatchObject({
        band: 'partial',
        refundPercent: 75,
        chargePercent: 25,
        refundAmount: 75.75,
        chargeAmount: 25.25,
      });
    }
  });

  it('refund amounts round half up to cents: 75% of $0.50 = 0.375 -> 0.38', () => {
    expect(refundFor(input({ cancelAt: at(30), totalPrice: 0.5 })).refundAmount).toBe(0.38);
  });

  it('under 24 hours, and after pickup: no refund', () => {
    expect(refundFor(input({ cancelAt: at(23.99) }))).toMatchObject({
      band: 'none',
      refundAmount: 0,
      chargeAmount: 101,
    });
    expect(refundFor(input({ cancelAt: at(-5) }))).toMatchObject({
      band: 'none',
      hoursBeforePickup: -5,
    });
  });

  it('economy rides are non-refundable, even a week ahead', () => {
    expect(refundFor(input({ vehicleType: 'economy', cancelAt: at(168) }))).toMatchObject({
      band: 'non-refundable',
      refundAmount: 0,
      freeCancellationUntil: null,
      summary: 'Economy rides are non-refundable',
    });
  });

  it('a provider cancellation refunds 100%, economy included', () => {
    expect(
      refundFor(input({ vehicleType: 'economy', cancelAt: at(2), cancelledBy: 'provider' })).band,
    ).toBe('full');
  });

  it('completed bookings get nothing back; cancelled ones have nothing to refund', () => {
    expect(refundFor(input({ status: 'Completed' })).band).toBe('none');
    expect(refundFor(input({ status: 'cancelled' }))).toMatchObject({
      band: 'already-cancelled',
      refundAmount: 0,
      chargeAmount: 0,
      chargePercent: 0,
      freeCancellationUntil: null,
    });
  });

  it('an unreadable pickup gives no refund and no free-cancellation time', () => {
    expect(refundFor(input({ pickupTime: 'late' }))).toMatchObject({
      band: 'none',
      hoursBeforePickup: null,
      freeCancellationUntil: null,
    });
  });

  it('a negative total is treated as zero', () => {
    expect(refundFor(input({ totalPrice: -10 })).refundAmount).toBe(0);
  });

  it('free cancellation until pickup - 48 h, shown in Barbados time while it lies ahead', () => {
    const outcome = refundFor(input());
    expect(outcome.freeCancellationUntil?.toISOString()).toBe('2026-12-08T14:00:00.000Z');
    expect(freeCancellationNote(outcome, at(72))).toBe(
      'Free cancellation until 2026-12-08 10:00 (GMT-4)',
    );
    expect(freeCancellationNote(outcome, at(48))).toBeNull();
    expect(freeCancellationNote(refundFor(input({ vehicleType: 'economy' })), at(72))).toBeNull();
  });
});
