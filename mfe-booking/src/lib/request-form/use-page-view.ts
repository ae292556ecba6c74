import { trackPageView } from '@bbt/shared';
import { useEffect } from 'react';
import { useLocation } from '@bbt/shared/router';

/** Reports this page's view to the analytics interface (a no-op until a provider is set). */
export function usePageView(title: string): void {
  const { pathname } = useLocation();
  useEffect(() => trackPageView(pathname, title), [pathname, title]);
}
