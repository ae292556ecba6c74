import { formatBbd, formatCurrency, formatMoney, formatUsd } from './money';

describe('formatMoney', () => {
  it.each([
    [85, 'US$85 (BDS$170)'],
    [85.5, 'US$85.50 (BDS$171)'],
    [1234, 'US$1,234 (BDS$2,468)'],
    [0, 'US$0 (BDS$0)'],
    [0.25, 'US$0.25 (BDS$0.50)'],
    [1_000_000, 'US$1,000,000 (BDS$2,000,000)'],
  ])('%d -> %s', (amount, expected) => {
    expect(formatMoney(amount)).toBe(expected);
  });

  it.each([
    [85, 'US$85'],
    [85.5, 'US$85.50'],
    [1234, 'US$1,234'],
    [0, 'US$0'],
  ])('with showBbd false, %d -> %s', (amount, expected) => {
    expect(formatMoney(amount, { showBbd: false })).toBe(expected);
  });

  it('shows the BBD amount when showBbd is true or left out', () => {
    expect(formatMoney(85, { showBbd: true })).toBe('US$85 (BDS$170)');
    expect(formatMoney(85, {})).toBe('US$85 (BDS$170)');
  });
});

describe('formatCurrency', () => {
  it('puts the minus sign before the symbol', () => {
    expect(formatCurrency(-12.5)).toBe('-US$12.50');
    expect(formatCurrency(-3, 'BDS$')).toBe('-BDS$3');
  });

  it('rounds to cents', () => {
    expect(formatCurrency(10.005)).toMatch(/^US\$10\.0[01]$/);
    expect(formatCurrency(99.999)).toBe('US$100.00');
  });
});

describe('formatUsd and formatBbd', () => {
  it('write USD, and BBD at the 2:1 peg', () => {
    expect(formatUsd(42)).toBe('US$42');
    expect(formatBbd(42)).toBe('BDS$84');
    expect(formatBbd(12.75)).toBe('BDS$25.50');
  });
});
