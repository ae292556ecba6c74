import { HOME_SECTIONS, SITE, useSiteSettings } from '@bbt/shared';

/**
 * The home page's largest content. It is prerendered into index.html at build time (see
 * prerender.tsx) so the first paint never waits for the Module Federation request chain.
 */
export function Hero() {
  const figures = useSiteSettings((settings) => settings.figures);
  const phoneDisplay = useSiteSettings((settings) => settings.phoneDisplay);
  const phoneE164 = useSiteSettings((settings) => settings.phoneE164);
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
          <a className="btn btn--light" href={`tel:${phoneE164}`}>
            Call {phoneDisplay}
          </a>
        </div>
        <p className="hero__trust">
          <span aria-hidden="true">★★★★★</span> Rated {figures.rating} by {figures.customers}{' '}
          customers, on the island for {figures.years} years
        </p>
      </div>
    </section>
  );
}
