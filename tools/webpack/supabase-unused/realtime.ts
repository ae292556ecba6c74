// Stands in for @supabase/realtime-js in the browser builds. supabase-js constructs a realtime
// client with every client and tells it each new access token; this site opens no channel, so
// those calls do nothing and opening a channel says what to change. supabase-js re-exports
// realtime-js with `export *`: in the browser only RealtimeClient comes through (the types still
// name the rest), so REALTIME_* constants and RealtimeChannel are not to be imported as values.
import { unavailable } from './unavailable';

export class RealtimeClient {
  setAuth(): Promise<void> {
    return Promise.resolve();
  }

  channel(): never {
    throw unavailable('Realtime');
  }

  getChannels(): never[] {
    return [];
  }

  removeChannel(): Promise<'ok'> {
    return Promise.resolve('ok');
  }

  removeAllChannels(): Promise<'ok'[]> {
    return Promise.resolve([]);
  }
}
