import { useCallback, useEffect, useState } from 'react';

import { loadManagedBooking, type ManageView } from '../../data/manage-api';

export type ManagedState =
  | { status: 'loading' }
  /** Unknown, malformed, forged or expired: one answer for all. */
  | { status: 'invalid' }
  /** No answer (network, server): try again. */
  | { status: 'failed'; message: string | null }
  | { status: 'ready'; view: ManageView };

/** The booking of a manage link. */
export function useManagedBooking(token: string) {
  const [state, setState] = useState<ManagedState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    void loadManagedBooking(token).then((result) => {
      if (!current) return;
      if (result.ok) {
        setState({ status: 'ready', view: result.data });
      } else if (result.error.status === 429) {
        setState({ status: 'failed', message: result.error.message ?? null });
      } else if (!result.error.status || result.error.status >= 500) {
        setState({ status: 'failed', message: null });
      } else {
        // Every other refusal reads as the one invalid-link message: nothing tells whether the
        // booking exists.
        setState({ status: 'invalid' });
      }
    });
    return () => {
      current = false;
    };
  }, [token, attempt]);

  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((value) => value + 1);
  }, []);

  const show = useCallback((view: ManageView) => setState({ status: 'ready', view }), []);

  return { state, reload, show };
}
