// The plain-text version of an e-mail, from the same blocks as the HTML one.
import type { EmailBlock, EmailContent } from './email-blocks';

function blockText(block: EmailBlock): string[] {
  switch (block.type) {
    case 'heading':
      return [block.text, '='.repeat(Math.min(block.text.length, 72))];
    case 'paragraph':
      return [block.text];
    case 'notice':
      return [`* ${block.text}`];
    case 'facts':
      return [
        block.title.toUpperCase(),
        ...block.rows.map((row) => `${row.label}: ${row.value.replace(/\n/g, '\n  ')}`),
      ];
    case 'button':
      return [`${block.label}: ${block.href}`];
    case 'links':
      return [block.title.toUpperCase(), ...block.links.map((l) => `${l.label}: ${l.text}`)];
  }
}

/** Blocks separated by a blank line, then the footer after a signature separator ('-- '). */
export function renderText(content: EmailContent): string {
  const body = content.blocks.map((block) => blockText(block).join('\n')).join('\n\n');
  return `${body}\n\n-- \n${content.footer.join('\n')}\n`;
}
