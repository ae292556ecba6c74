import { HOME_SECTIONS, hasPendingBookingsStored, useSiteSettings } from '@bbt/shared';
import { useLocation } from '@bbt/shared/router';
import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';

import { SlotSkeleton } from '../layout/slot-skeleton';
import { restoreFocusIn } from '../loading/focus-carry-over';
import { useKeepWhatFollowsInPlace } from '../loading/keep-what-follows-in-place';
import { PrerenderedSections } from '../loading/prerendered-sections';
import { WhenNeeded } from '../loading/when-needed';
import { RemoteSlot } from '../remotes/remote-slot';
import { useDocumentTitle } from '../routing/document-title';
import { Hero } from './hero';

/**
 * `/` composes two remotes: mfe-booking's price calculator and mfe-marketing's sections. The hero
 * is the shell's own, so it shows even when both remotes are down. Neither remote is fetched before
 * its slot scrolls into view or the visitor touches the page (see WhenNeeded): the first
 * screen is the hero, and a cold visit stays within the script budget (shell/budget.json,
 * e2e/tests/home-weight.spec.ts).
 */
export function HomePage() {
  useDocumentTitle(null);
  // A link to a section (/#testimonials from another page) needs the sections at once.
  const sectionLink = useLocation().hash !== '';
  // A booking saved in this browser while the backend was unreachable is sent by the calculator:
  // it loads on arrival, wherever the page opens (a reload may restore a scroll position below it).
  const [bookingWaiting] = useState(hasPendingBookingsStored);
  return (
    <HomeLayout
      calculator={
        <WhenNeeded placeholder={<CalculatorPlaceholder />} eager={sectionLink || bookingWaiting}>
          <RemoteSlot id="mfe_booking/calculator" loading={<CalculatorPlaceholder />} />
        </WhenNeeded>
      }
      sections={
        <WhenNeeded placeholder={SECTIONS_FIRST_PAINT} rootMargin="0px" eager={sectionLink}>
          <RemoteSlot id="mfe_marketing/home-sections" loading={SECTIONS_FIRST_PAINT} />
        </WhenNeeded>
      }
    />
  );
}

/** Until mfe-marketing's sections arrive: the HTML's own, or a skeleton where the HTML had none. */
const SECTIONS_FIRST_PAINT = (
  <PrerenderedSections fallback={<SlotSkeleton label="our services" />} />
);

/**
 * What the calculator slot shows until mfe-booking renders it (and in the prerendered HTML): what
 * is coming, and the phone number for anyone who would rather not wait.
 */
export function CalculatorPlaceholder() {
  const phoneDisplay = useSiteSettings((settings) => settings.phoneDisplay);
  const phoneE164 = useSiteSettings((settings) => settings.phoneE164);
  const serviceHours = useSiteSettings((settings) => settings.serviceHours);
  return (
    <div className="calculator-placeholder" aria-busy="true">
      <p role="status">
        <strong>Loading the instant price calculator…</strong>
      </p>
      <p>
        Get a fixed price in US dollars for your airport, cruise-terminal or island transfer in
        under a minute.
      </p>
      <p className="calculator-placeholder__call">
        Prefer to talk? Call <a href={`tel:${phoneE164}`}>{phoneDisplay}</a>, {serviceHours}.
      </p>
      <CalculatorOutline />
    </div>
  );
}

/** How many fields the calculator's first screen has (places, date and time, people, guest). */
const OUTLINE_FIELDS = 8;
const OUTLINE_TRIP_TYPES = 5;

/** The calculator's shape in grey: trip types, then its fields, and the map beside them. */
function CalculatorOutline() {
  return (
    <div className="calculator-placeholder__outline" aria-hidden="true">
      <div>
        <span className="calculator-placeholder__label" />
        <div className="calculator-placeholder__pills">
          {Array.from({ length: OUTLINE_TRIP_TYPES }, (_, index) => (
            <span key={index} className="calculator-placeholder__pill" />
          ))}
        </div>
        <div className="calculator-placeholder__fields">
          {Array.from({ length: OUTLINE_FIELDS }, (_, index) => (
            <span key={index} className="calculator-placeholder__field">
              <span className="calculator-placeholder__label" />
              <span className="calculator-placeholder__input" />
            </span>
          ))}
        </div>
      </div>
      <span className="calculator-placeholder__map" />
    </div>
  );
}

/** The page frame, also prerendered into index.html with the loading states in the slots. */
export function HomeLayout({
  calculator,
  sections,
}: {
  calculator: ReactNode;
  sections: ReactNode;
}) {
  const calculatorSlot = useRef<HTMLElement>(null);
  const sectionsSlot = useRef<HTMLDivElement>(null);
  useKeepWhatFollowsInPlace(calculatorSlot);
  useKeepWhatFollowsInPlace(sectionsSlot);
  useKeepFocusIn(sectionsSlot);
  return (
    <>
      <Hero />
      <section
        ref={calculatorSlot}
        id={HOME_SECTIONS.priceCalculator}
        className="home-slot container"
        aria-label="Price calculator"
      >
        {calculator}
      </section>
      <div ref={sectionsSlot} className="home-slot container">
        {sections}
      </div>
    </>
  );
}

/** When mfe-marketing's sections (or their form) replace what the visitor was in, the focus follows. */
function useKeepFocusIn(slot: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = slot.current;
    if (!element || typeof MutationObserver === 'undefined') return;
    const observer = new MutationObserver(() => restoreFocusIn(element));
    observer.observe(element, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [slot]);
}
