import { HOME_SECTIONS } from '@bbt/shared';
import type { ReactNode } from 'react';

import { SlotSkeleton } from '../layout/page-skeleton';
import { RemoteSlot } from '../remotes/remote-slot';
import { useDocumentTitle } from '../routing/document-title';
import { Hero } from './hero';

/**
 * `/` composes two remotes: mfe-booking's price calculator and mfe-marketing's sections. The hero
 * is the shell's own, so it shows even when both remotes are down.
 */
export function HomePage() {
  useDocumentTitle(null);
  return (
    <HomeLayout
      calculator={<RemoteSlot id="mfe_booking/calculator" loading={CALCULATOR_LOADING} />}
      sections={<RemoteSlot id="mfe_marketing/home-sections" loading={SECTIONS_LOADING} />}
    />
  );
}

const CALCULATOR_LOADING = <SlotSkeleton label="the price calculator" />;
const SECTIONS_LOADING = <SlotSkeleton label="our services" />;

/** The page frame, also prerendered into index.html with the loading states in the slots. */
export function HomeLayout({
  calculator,
  sections,
}: {
  calculator: ReactNode;
  sections: ReactNode;
}) {
  return (
    <>
      <Hero />
      <section
        id={HOME_SECTIONS.priceCalculator}
        className="home-slot container"
        aria-label="Price calculator"
      >
        {calculator}
      </section>
      <div className="home-slot container">{sections}</div>
    </>
  );
}

export function PrerenderedHome() {
  return <HomeLayout calculator={CALCULATOR_LOADING} sections={SECTIONS_LOADING} />;
}
