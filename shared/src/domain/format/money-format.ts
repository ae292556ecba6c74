import { usdToBbd } from '../pricing/currency';
import { usCents, usCount } from './us-digits';

export interface MoneyFormatOptions {
  /** Show the Barbados-dollar amount beside the USD one (a site setting; on by default). */
  showBbd?: boolean;
}

/** |amount| in US digits: whole dollars without cents, otherwise with two decimals. */
function digitsOf(amount: number): string {
  const size = Math.abs(amount);
  return Number.isInteger(size) ? usCount(size) : usCents(size);
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
