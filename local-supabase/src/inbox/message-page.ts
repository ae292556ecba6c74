import { escapeHtml } from '@bbt/shared/domain';
import { type StoredMessage } from './store';

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1a1a1a;background:#fafafa}
main{max-width:56rem;margin:0 auto;padding:1.5rem}a{color:#0645ad}a:focus{outline:3px solid #1a73e8;outline-offset:2px}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:0 0 1rem}dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}
iframe{width:100%;height:70vh;border:1px solid #ccc;border-radius:.5rem;background:#fff}
pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#fff;border:1px solid #ccc;border-radius:.5rem;padding:1rem}`;

function row(label: string, value: string | null): string {
  return value ? `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>` : '';
}

/** One delivered e-mail: headers, the HTML body (sandboxed), the plain text and the attachments. */
export function messagePage(m: StoredMessage): string {
  const attachments = m.attachments.length
    ? `<h2>Attachments</h2><ul>${m.attachments
        .map(
          (a) =>
            `<li><a href="${escapeHtml(a.url)}" download="${escapeHtml(a.filename)}">${escapeHtml(a.filename)}</a> (${escapeHtml(a.contentType)}, ${a.size} bytes)</li>`,
        )
        .join('')}</ul>`
    : '';
  const html = m.html
    ? `<h2>HTML version</h2><iframe title="HTML version of the e-mail" sandbox src="${escapeHtml(m.url)}/html"></iframe>`
    : '';
  const text = m.text ? `<h2>Plain-text version</h2><pre>${escapeHtml(m.text)}</pre>` : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(m.subject)} - Local inbox</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p><a href="/inbox">Back to the inbox</a></p>
<h1>${escapeHtml(m.subject)}</h1>
<dl>${row('From', m.from)}${row('To', m.to)}${row('Reply to', m.replyTo)}${row('Sent', m.createdAt.replace('T', ' ').replace(/\.\d+Z$/, ' UTC'))}${row('Type', m.type)}</dl>
${attachments}
${html}
${text}
<p><a href="${escapeHtml(m.url)}/raw" download="message-${m.id}.eml">Download the message (.eml)</a></p>
</main>
</body>
</html>`;
}
