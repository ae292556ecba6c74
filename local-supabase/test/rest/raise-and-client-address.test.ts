/**
 * A function's own HTTP response (PostgREST's RAISE SQLSTATE 'PGRST') and the client address the
 * request.headers GUC carries, as hosted Supabase's edge sets it.
 */
import { rawRest } from '../helpers/rest';
import { setupTestServer } from '../helpers/server';

const t = setupTestServer();

describe("RAISE SQLSTATE 'PGRST'", () => {
  it('answers with the status, headers and body the function gave (429 with Retry-After)', async () => {
    const res = await rawRest(t(), 'rpc/raise_limited', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ seconds: 120 }),
    });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('120');
    expect(res.body).toEqual({
      code: 'PT429',
      message: 'Slow down',
      details: null,
      hint: 'retry_after=120',
    });
  });

  it('supabase-js sees the status and the error body', async () => {
    const { status, error } = await t().client().rpc('raise_limited', { seconds: 5 });
    expect(status).toBe(429);
    expect(error).toMatchObject({ code: 'PT429', message: 'Slow down', hint: 'retry_after=5' });
  });

  it.each([
    [
      'raise_bad_message',
      "Invalid JSON value for MESSAGE: 'INVALID'",
      "MESSAGE must be a JSON object with obligatory keys: 'code', 'message' and optional keys: 'details', 'hint'.",
    ],
    [
      'raise_bad_detail',
      "Invalid JSON value for DETAIL: 'INVALID'",
      "DETAIL must be a JSON object with obligatory keys: 'status', 'headers' and optional key: 'status_text'.",
    ],
    [
      'raise_no_detail',
      'DETAIL is missing in the RAISE statement',
      "DETAIL must be a JSON object with obligatory keys: 'status', 'headers' and optional key: 'status_text'.",
    ],
  ])('%s: a malformed raise is 500 PGRST121', async (fn, details, hint) => {
    const res = await rawRest(t(), `rpc/${fn}`, { method: 'POST' });
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      code: 'PGRST121',
      message: `Could not parse JSON in the "RAISE SQLSTATE 'PGRST'" error`,
      details,
      hint,
    });
  });
});

describe('client address in request.headers', () => {
  it('is the socket address in X-Forwarded-For and X-Real-IP; values the client sent are replaced', async () => {
    const res = await rawRest(t(), 'rpc/client_headers', {
      headers: { 'x-forwarded-for': '203.0.113.7', 'x-real-ip': '203.0.113.8' },
    });
    expect(res.status).toBe(200);
    const seen = res.body as Record<string, string>;
    expect(seen['x-forwarded-for']).toMatch(/^(::ffff:)?127\.0\.0\.1$|^::1$/);
    expect(seen['x-real-ip']).toBe(seen['x-forwarded-for']);
  });
});
