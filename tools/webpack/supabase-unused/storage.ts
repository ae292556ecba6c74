// Stands in for @supabase/storage-js in the browser builds. supabase-js constructs a storage
// client with every client; this site stores no files, so any use of it says what to change.
import { unavailable } from './unavailable';

export class StorageClient {
  from(): never {
    throw unavailable('Storage');
  }

  listBuckets(): never {
    throw unavailable('Storage');
  }

  getBucket(): never {
    throw unavailable('Storage');
  }
}

export class StorageApiError extends Error {}
