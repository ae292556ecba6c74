import { HOME_SECTIONS, SITE } from '@bbt/shared';

/**
 * The home page's largest content. It is prerendered into index.html at build time (see
 * prerender.tsx) so the first paint never waits for the Module Federation request chain.
 */
export function Hero() {
  const { figures } = SITE;
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container">
        <p className="hero__eyebrow">Barbados private transfers since {SITE.operatingSince}</p>
        <h1 id="hero-title" className="hero__title">
          Your private ride across Barbados, priced before you book
        </h1>
        <p className="hero__text">
          Airport and cruise-terminal transfers, island tours, nights out, weddings, concierge and
          photography, with local drivers who know every parish.
        </p>
        <div className="hero__actions">
          <a className="btn btn--primary" href={`#${HOME_SECTIONS.priceCalculator}`}>
            Get an instant price
          </a>
          <a className="btn btn--light" href={`tel:${SITE.phoneE164}`}>
            Call {SITE.phoneDisplay}
          </a>
        </div>
        <ul className="hero__figures" aria-label="Why travellers choose us">
          <li>
            <strong>{figures.customers}</strong>
            <span>happy customers</span>
          </li>
          <li>
            <strong>{figures.years}</strong>
            <span>years on the island</span>
          </li>
          <li>
            <strong>{figures.rating}</strong>
            <span>average rating</span>
          </li>
          <li>
            <strong>{figures.satisfaction}</strong>
            <span>satisfaction</span>
          </li>
        </ul>
      </div>
    </section>
  );
}
