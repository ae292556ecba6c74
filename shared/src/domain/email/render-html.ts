// The HTML version of an e-mail: one table-based page with inline styles (what mail apps render),
// from the same blocks as the text version. Every text is escaped here, so nothing a customer typed
// can become markup; links are limited to http(s), mailto and tel.
import type { EmailBlock, EmailContent, EmailFact } from './email-blocks';
import { escapeHtml, safeHref } from './escape-html';

/** The site's colour tokens (shared/styles/global.css), written out: mail apps ignore CSS variables. */
const COLOURS = {
  ink: '#12263a',
  inkMuted: '#4a5b6c',
  ocean: '#0b5d7a',
  oceanDark: '#063d52',
  sand: '#faf6ef',
  surface: '#ffffff',
  border: '#d7dee5',
  notice: '#fff7ed',
  noticeBorder: '#f3c9a8',
  onDark: '#ffffff',
} as const;

const FONT = "font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif";

/** Text with its line breaks kept. */
const text = (value: string): string => escapeHtml(value).replace(/\n/g, '<br>');

function factRow(row: EmailFact): string {
  return (
    `<tr><th scope="row" align="left" valign="top" style="padding:6px 12px 6px 0;width:38%;` +
    `font-weight:600;color:${COLOURS.inkMuted}">${text(row.label)}</th>` +
    `<td valign="top" style="padding:6px 0">${text(row.value)}</td></tr>`
  );
}

function sectionTitle(title: string): string {
  return `<h2 style="font-size:17px;line-height:1.3;margin:24px 0 8px;color:${COLOURS.oceanDark}">${text(title)}</h2>`;
}

function blockHtml(block: EmailBlock): string {
  switch (block.type) {
    case 'heading':
      return `<h1 style="font-size:22px;line-height:1.3;margin:0 0 16px">${text(block.text)}</h1>`;
    case 'paragraph':
      return `<p style="margin:0 0 16px">${text(block.text)}</p>`;
    case 'notice':
      return (
        `<p style="margin:0 0 16px;padding:12px 16px;background:${COLOURS.notice};` +
        `border:1px solid ${COLOURS.noticeBorder};border-radius:6px">${text(block.text)}</p>`
      );
    case 'facts':
      return (
        sectionTitle(block.title) +
        `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" ` +
        `style="border-collapse:collapse;font-size:15px;line-height:1.4">` +
        block.rows.map(factRow).join('') +
        `</table>`
      );
    case 'button':
      return (
        `<p style="margin:24px 0"><a href="${escapeHtml(safeHref(block.href))}" ` +
        `style="display:inline-block;padding:12px 20px;border-radius:6px;background:${COLOURS.ocean};` +
        `color:${COLOURS.onDark};font-weight:600;text-decoration:none">${text(block.label)}</a></p>`
      );
    case 'links':
      return (
        sectionTitle(block.title) +
        `<ul style="margin:0 0 16px;padding:0 0 0 20px">` +
        block.links
          .map(
            (link) =>
              `<li style="margin:0 0 4px">${text(link.label)}: <a href="${escapeHtml(safeHref(link.href))}" ` +
              `style="color:${COLOURS.ocean}">${text(link.text)}</a></li>`,
          )
          .join('') +
        `</ul>`
      );
  }
}

/** A complete HTML document for the e-mail. */
export function renderHtml(content: EmailContent, businessName: string): string {
  const footer = content.footer.map((line) => `<p style="margin:0 0 6px">${text(line)}</p>`);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${text(content.subject)}</title>
</head>
<body style="margin:0;padding:0;background:${COLOURS.sand};color:${COLOURS.ink};${FONT}">
<div style="display:none;max-height:0;overflow:hidden">${text(content.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${COLOURS.sand}">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:${COLOURS.surface};border:1px solid ${COLOURS.border};border-radius:8px">
<tr><td style="padding:16px 24px;background:${COLOURS.oceanDark};color:${COLOURS.onDark};font-size:18px;font-weight:600;border-radius:8px 8px 0 0">${text(businessName)}</td></tr>
<tr><td style="padding:24px;font-size:16px;line-height:1.5;color:${COLOURS.ink};overflow-wrap:anywhere;word-break:break-word">
${content.blocks.map(blockHtml).join('\n')}
</td></tr>
</table>
<div style="max-width:600px;padding:16px 12px;font-size:13px;line-height:1.4;color:${COLOURS.inkMuted}">
${footer.join('\n')}
</div>
</td></tr>
</table>
</body>
</html>
`;
}
