import { useEffect, useState } from 'react';

import { issueManageLink } from '../../../../data/issue-manage-link';

/** One request per booking on this page, however often its confirmation mounts. */
const issued = new Map<string, Promise<string | null>>();

/**
 * The booking's manage token, asked for once the confirmation shows (after its first paint), or
 * null while it comes or when it could not be issued: the confirmation never waits for it.
 */
export function useManageLink(bookingId: string, idempotencyKey: string): string | null {
  const [token, setToken] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    let request = issued.get(bookingId);
    if (!request) {
      request = issueManageLink(bookingId, idempotencyKey);
      issued.set(bookingId, request);
      // A failure may be retried by a later confirmation of the same booking.
      void request.then((value) => value ?? issued.delete(bookingId));
    }
    void request.then((value) => {
      if (current) setToken(value);
    });
    return () => {
      current = false;
    };
  }, [bookingId, idempotencyKey]);
  return token;
}

/** Tests only. */
export const resetManageLinksForTests = (): void => issued.clear();
