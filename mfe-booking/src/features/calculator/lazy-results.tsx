import { preloadable } from '@bbt/shared/ui';

const results = preloadable(
  () => import(/* webpackChunkName: "calculator-results" */ './results/results-section'),
);

/** The first touch of the form fetches what Calculate will show, so the cards appear at once. */
export const preloadResults = results.preload;
export const ResultsSection = results.Component;
