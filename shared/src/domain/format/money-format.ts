import { usdToBbd } from '../pricing/currency';

export interface MoneyFormatOptions {
  /** Show the Barbados-dollar amount beside the USD one (a site setting; on by default). */
  showBbd?: boolean;
}

// Made once, on first use: `toLocaleString` with options builds a new formatter on every call,
// which costs a page of prices (My Bookings, the admin's lists) tens of milliseconds on a phone.
let formats: { whole: Intl.NumberFormat; cents: Intl.NumberFormat } | null = null;

function digitsOf(amount: number): string {
  formats ??= {
    whole: new Intl.NumberFormat('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 }),
    cents: new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  };
  return (Number.isInteger(amount) ? formats.whole : formats.cents).format(Math.abs(amount));
}

/** 85 -> 'US$85', 85.5 -> 'US$85.50', 1234 -> 'US$1,234': cents only when there are some. */
export function formatCurrency(amount: number, symbol = 'US$'): string {
  return `${amount < 0 ? '-' : ''}${symbol}${digitsOf(amount)}`;
}

export const formatUsd = (amount: number): string => formatCurrency(amount, 'US$');
export const formatBbd = (usd: number): string => formatCurrency(usdToBbd(usd), 'BDS$');

/** The one way the site writes a price: 'US$85 (BDS$170)', or 'US$85' with BBD turned off. */
export function formatMoney(amount: number, { showBbd = true }: MoneyFormatOptions = {}): string {
  return showBbd ? `${formatUsd(amount)} (${formatBbd(amount)})` : formatUsd(amount);
}
