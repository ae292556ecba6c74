/** The fields of a PostgREST or auth error the admin area reads. */
export interface ApiError {
  code?: string;
  message: string;
  details?: string | null;
  hint?: string | null;
}

/** A call that failed: carries the API's error so the page can word its toast. */
export class ApiCallError extends Error {
  readonly code: string | undefined;
  constructor(error: ApiError) {
    super(error.message);
    this.name = 'ApiCallError';
    this.code = error.code;
  }
}

/** A permission refusal: code 42501 or PGRST301, or a message about policies. */
export function isPermissionError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, message } = error as Partial<ApiError>;
  if (code === '42501' || code === 'PGRST301') return true;
  return /permission denied|row-level security|\bRLS\b|policy/i.test(message ?? '');
}

/** Throws the API's error so callers can `await` a call and catch one kind of failure. */
export function must<T>(result: { data: T | null; error: ApiError | null }): T {
  if (result.error) throw new ApiCallError(result.error);
  if (result.data === null) throw new ApiCallError({ message: 'No data came back' });
  return result.data;
}
