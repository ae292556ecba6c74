// Prices are in USD. The Barbados dollar is pegged at exactly 2 BBD to 1 USD, so
// the site can show a local amount beside every price without any exchange-rate service.
export const BBD_PER_USD = 2;

export function usdToBbd(usd: number): number {
  return usd * BBD_PER_USD;
}
