import { Alert } from '@bbt/shared/ui';

import type { RequestSubmitError } from './use-request-submit';

/** The banner of a refused submit: the error, then what to do about it when known. */
export function SubmitError({ error }: { error: RequestSubmitError | null }) {
  if (!error) return null;
  return (
    <Alert tone="danger" live="alert">
      <p>{error.message}</p>
      {error.advice && <p>{error.advice}</p>}
    </Alert>
  );
}
