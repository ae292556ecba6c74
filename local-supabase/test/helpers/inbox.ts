export interface InboxEntry {
  id: number;
  to: string;
  subject: string;
  type: string;
  link: string;
  createdAt: string;
}

export async function inbox(url: string, to: string): Promise<InboxEntry[]> {
  const response = await fetch(`${url}/inbox/api/messages?to=${encodeURIComponent(to)}`);
  return (await response.json()) as InboxEntry[];
}

export async function latestLink(url: string, to: string, type: string): Promise<string> {
  const message = (await inbox(url, to)).find((m) => m.type === type);
  if (!message) throw new Error(`no ${type} e-mail for ${to}`);
  return message.link;
}

/** Follows an e-mail link without following the redirect; returns the 303 Location. */
export async function openLink(link: string): Promise<{ status: number; location: string }> {
  const response = await fetch(link, { redirect: 'manual' });
  return { status: response.status, location: response.headers.get('location') ?? '' };
}

/** The implicit-flow fragment of a /verify redirect, as supabase-js parses it. */
export function fragmentParams(location: string): Record<string, string> {
  const hash = location.slice(location.indexOf('#') + 1);
  return Object.fromEntries(new URLSearchParams(hash));
}
