import { requiresCreditCard } from './extras';
import type { QuoteExtras } from './quote-types';

export type PaymentMethod = 'cash' | 'credit';

export interface PaymentOption {
  method: PaymentMethod;
  label: string;
  disabled: boolean;
}

/** Cash is disabled ('Cash (Not Available)') when any fast track is chosen. */
export function paymentOptions(extras: Partial<QuoteExtras>): PaymentOption[] {
  const noCash = requiresCreditCard(extras);
  return [
    { method: 'cash', label: noCash ? 'Cash (Not Available)' : 'Cash', disabled: noCash },
    { method: 'credit', label: 'Credit Card', disabled: false },
  ];
}
