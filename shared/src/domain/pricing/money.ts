// Exact money arithmetic. Rates have at most 2 decimals and distances are whole metres, so a fare
// is an integer number of "units" of 1/1000 cent (1e-5 dollar) and never suffers binary rounding.
// In SQL the same results come from plain `numeric` arithmetic.

export const UNITS_PER_CENT = 1000;

/** Dollars (at most 2 decimals) to integer cents. */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** Units to whole cents, half up (amounts are never negative). */
export function unitsToCentsHalfUp(units: number): number {
  return Math.floor((units + UNITS_PER_CENT / 2) / UNITS_PER_CENT);
}

/** Cents to whole dollars, half up (amounts are never negative). */
export function centsToDollarsHalfUp(cents: number): number {
  return Math.floor((cents + 50) / 100);
}

export function centsToDollars(cents: number): number {
  return cents / 100;
}
