import { useCallback, useEffect, useState } from 'react';

import { SAMPLE_TESTIMONIALS } from './sample-testimonials';
import { fetchApprovedTestimonials, type PublicTestimonial } from '../../../data/testimonials-api';

export type TestimonialsSource = 'database' | 'samples';

export interface TestimonialsState {
  status: 'idle' | 'loading' | 'ready';
  items: readonly PublicTestimonial[];
  source: TestimonialsSource;
}

interface Loaded {
  attempt: number;
  items: readonly PublicTestimonial[];
  source: TestimonialsSource;
}

export interface UseTestimonials extends TestimonialsState {
  /** Starts the first load (the carousel calls it when it comes near the viewport). */
  request: () => void;
  /** Loads again (after a submission). */
  reload: () => void;
}

/**
 * The carousel's testimonials: approved ones from the database, or the built-in samples when there
 * are none or the database cannot be reached. Nothing is fetched until `request` is called, so
 * supabase-js stays off the home page's first paint. A reload keeps showing the previous list.
 */
export function useTestimonials(
  load: () => Promise<PublicTestimonial[]> = fetchApprovedTestimonials,
): UseTestimonials {
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    if (attempt === 0) return;
    let current = true;
    const settle = (items: readonly PublicTestimonial[], source: TestimonialsSource) => {
      if (current) setLoaded({ attempt, items, source });
    };
    load()
      .then((items) =>
        items.length > 0 ? settle(items, 'database') : settle(SAMPLE_TESTIMONIALS, 'samples'),
      )
      .catch((error: unknown) => {
        console.warn('[mfe-marketing] testimonials unavailable, showing samples', error);
        settle(SAMPLE_TESTIMONIALS, 'samples');
      });
    return () => {
      current = false;
    };
  }, [attempt, load]);

  const request = useCallback(() => setAttempt((value) => (value === 0 ? 1 : value)), []);
  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  const status = attempt === 0 ? 'idle' : loaded ? 'ready' : 'loading';
  return {
    status,
    items: loaded?.items ?? [],
    source: loaded?.source ?? 'database',
    request,
    reload,
  };
}
