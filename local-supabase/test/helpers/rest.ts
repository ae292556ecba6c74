/** Raw PostgREST requests, for what supabase-js cannot express (broken JSON, headers, bare tokens). */
export interface RawRestResponse {
  status: number;
  headers: Headers;
  text: string;
  body: unknown;
}

/** Sends `init` to /rest/v1/`path` of the server with its anon key as apikey; parses a JSON body. */
export async function rawRest(
  server: { url: string; anonKey: string },
  path: string,
  init: RequestInit = {},
): Promise<RawRestResponse> {
  const response = await fetch(`${server.url}/rest/v1/${path}`, {
    ...init,
    headers: { apikey: server.anonKey, ...init.headers },
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    text,
    body: text ? (JSON.parse(text) as unknown) : null,
  };
}
