import { BBD_PER_USD, usdToBbd } from './currency';

describe('the Barbados dollar peg', () => {
  it('is exactly 2 BBD to 1 USD', () => {
    expect(BBD_PER_USD).toBe(2);
    expect(usdToBbd(85)).toBe(170);
    expect(usdToBbd(0.5)).toBe(1);
  });
});
