import { SITE } from '@bbt/shared';
import { useEffect } from 'react';

export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    document.title = title
      ? `${title} | ${SITE.businessName}`
      : `${SITE.businessName} | Private transfers and island tours`;
  }, [title]);
}
