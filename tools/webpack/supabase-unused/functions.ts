// Stands in for @supabase/functions-js in the browser builds: this site calls no Edge Function.
// supabase-js only builds a functions client when `supabase.functions` is read.
import { unavailable } from './unavailable';

export class FunctionsClient {
  invoke(): never {
    throw unavailable('Functions');
  }

  setAuth(): void {
    // Nothing to authorise: no function is ever invoked.
  }
}

export class FunctionsError extends Error {}
export class FunctionsFetchError extends FunctionsError {}
export class FunctionsHttpError extends FunctionsError {}
export class FunctionsRelayError extends FunctionsError {}

export const FunctionRegion = { Any: 'any' } as const;
