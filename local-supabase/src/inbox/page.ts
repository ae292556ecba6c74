import { escapeHtml } from '@bbt/shared/domain';
import { type InboxMessage } from './store';

const ACTIONS: Record<string, string> = {
  signup: 'Confirm your signup',
  recovery: 'Reset your password',
};

function attachmentNote(m: InboxMessage): string {
  if (m.attachments.length === 0) return '';
  return ` (attached: ${m.attachments.map((a) => escapeHtml(a.filename)).join(', ')})`;
}

function messageItem(m: InboxMessage): string {
  const action = ACTIONS[m.type] ?? 'Open the link';
  return `<li>
  <article aria-labelledby="message-${m.id}">
    <h2 id="message-${m.id}">${escapeHtml(m.subject)}</h2>
    <p>To <strong>${escapeHtml(m.to)}</strong>, <time datetime="${escapeHtml(m.createdAt)}">${escapeHtml(m.createdAt.replace('T', ' ').replace(/\.\d+Z$/, ' UTC'))}</time></p>
    ${m.link ? `<p><a href="${escapeHtml(m.link)}">${escapeHtml(action)} (${escapeHtml(m.to)})</a></p>` : ''}
    ${m.text !== null ? `<p><a href="${escapeHtml(m.url)}">Read the message</a>${attachmentNote(m)}</p>` : ''}
  </article>
</li>`;
}

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1a1a1a;background:#fafafa}
main{max-width:48rem;margin:0 auto;padding:1.5rem}ol{list-style:none;padding:0}
article{background:#fff;border:1px solid #ccc;border-radius:.5rem;padding:1rem;margin:0 0 1rem}
h2{font-size:1.15rem;margin:0 0 .25rem}a{color:#0645ad}a:focus,button:focus,input:focus{outline:3px solid #1a73e8;outline-offset:2px}
form{display:flex;gap:.5rem;align-items:end;flex-wrap:wrap;margin:0 0 1rem}label{display:block;font-weight:600}
input,button{font:inherit;padding:.4rem .6rem}`;

/** The local inbox: every auth e-mail the server "sent", newest first, with working links. */
export function inboxPage(messages: InboxMessage[], to: string | null): string {
  const count = `${messages.length} message${messages.length === 1 ? '' : 's'}`;
  const list =
    messages.length > 0
      ? `<ol>${messages.map(messageItem).join('\n')}</ol>`
      : '<p>No messages yet. Sign up, request a password reset or make a booking to receive one.</p>';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local inbox (${count})</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>Local inbox</h1>
<p>Confirmation and password-reset e-mails from the local Supabase server, and the site's booking e-mails from the mailer, are delivered here instead of being sent.</p>
<form method="get" action="/inbox">
  <div><label for="to">Recipient</label><input id="to" name="to" type="email" value="${escapeHtml(to ?? '')}"></div>
  <button type="submit">Show messages</button>
</form>
<form method="post" action="/inbox/clear"><button type="submit">Delete all messages</button></form>
<p role="status">${escapeHtml(count)}${to ? ` for ${escapeHtml(to)}` : ''}</p>
${list}
</main>
</body>
</html>`;
}
