import { SITE } from '@bbt/shared';

/** The home page's price calculator slot (id price-calculator is the shell's section around it). */
export function PriceCalculator() {
  return (
    <div className="card">
      <h2>Instant price calculator</h2>
      <p>
        Airport, cruise-terminal and inland transfers with prices in {SITE.currency}. Choose your
        trip, vehicle and extras, and book online at least 24 hours ahead; for sooner pickups call{' '}
        <a href={`tel:${SITE.phoneE164}`}>{SITE.phoneDisplay}</a>.
      </p>
    </div>
  );
}
