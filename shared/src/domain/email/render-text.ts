// The plain-text version of an e-mail, from the same blocks as the HTML one.
import type { EmailBlock, EmailContent, EmailLink } from './email-blocks';

/** 'Call: +1 246 …'; a web link whose text is not its address also shows the address. */
function linkText(link: EmailLink): string {
  const web = /^https?:/i.test(link.href) && link.text !== link.href;
  return `${link.label}: ${link.text}${web ? ` <${link.href}>` : ''}`;
}

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
      return [block.title.toUpperCase(), ...block.links.map(linkText)];
  }
}

/** Blocks separated by a blank line, then the footer after a signature separator ('-- '). */
export function renderText(content: EmailContent): string {
  const body = content.blocks.map((block) => blockText(block).join('\n')).join('\n\n');
  return `${body}\n\n-- \n${content.footer.join('\n')}\n`;
}
