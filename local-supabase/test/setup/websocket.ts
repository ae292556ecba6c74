// supabase-js (realtime-js) throws on Node 20 without a global WebSocket (compat §0 item 8).
import WebSocket from 'ws';

if (!('WebSocket' in globalThis)) {
  Object.assign(globalThis, { WebSocket });
}
