import { type ReactNode, useRef } from 'react';

import { type NeededWhen, useNeeded } from './use-needed';

export interface WhenNeededProps extends NeededWhen {
  /** Shown until then (the remote slot's own loading state, so nothing shifts). */
  placeholder: ReactNode;
  /** Needed at once, e.g. when the URL links to something inside. */
  eager?: boolean;
  children: ReactNode;
}

/**
 * Renders its children (typically a RemoteSlot) only once they come into view or the visitor
 * interacts with the page: `/` paints and settles with the shell's own bytes, and each remote's
 * entry and chunks are fetched when the visitor heads for them.
 */
export function WhenNeeded({ placeholder, eager = false, rootMargin, children }: WhenNeededProps) {
  const ref = useRef<HTMLDivElement>(null);
  const needed = useNeeded(ref, { rootMargin }) || eager;
  return <div ref={ref}>{needed ? children : placeholder}</div>;
}
