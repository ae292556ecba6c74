// Stands in for @supabase/storage-js in the browser builds. supabase-js constructs a storage
// client with every client; this site stores no files, so any use of it says what to change.
import { unavailable } from './unavailable';

export class StorageClient {
  constructor() {
    // Every method (from, listBuckets, createBucket…) throws the same explanation.
    return new Proxy(this, {
      get(target, property, receiver) {
        if (typeof property === 'symbol' || property === 'then' || property === 'constructor') {
          return Reflect.get(target, property, receiver) as unknown;
        }
        throw unavailable('Storage');
      },
    });
  }
}

export class StorageApiError extends Error {}
