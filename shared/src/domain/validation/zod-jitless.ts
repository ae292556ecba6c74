// Imported first by every module that builds a schema (a side effect, listed in package.json's
// sideEffects). Jitless: otherwise zod probes `new Function('')` while building an object schema,
// and although it catches the refusal, the site's Content-Security-Policy (no 'unsafe-eval') still
// reports a violation on every page with a form.
import { config } from 'zod';

config({ jitless: true });
