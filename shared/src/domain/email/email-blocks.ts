// The content of an e-mail as a list of blocks: each template builds one list, and the text and
// HTML renderers write the same blocks, so the two versions never drift apart.

export interface EmailFact {
  label: string;
  value: string;
}

export interface EmailLink {
  label: string;
  href: string;
  /** What the plain-text version shows (the number, the address). */
  text: string;
}

export type EmailBlock =
  | { type: 'heading'; text: string }
  | { type: 'paragraph'; text: string }
  | { type: 'notice'; text: string }
  | { type: 'facts'; title: string; rows: readonly EmailFact[] }
  | { type: 'button'; label: string; href: string }
  | { type: 'links'; title: string; links: readonly EmailLink[] };

/** One template's output before rendering. */
export interface EmailContent {
  subject: string;
  /** The preview line mail apps show after the subject. */
  preheader: string;
  blocks: readonly EmailBlock[];
  /** Small print under the content (why they get this e-mail). */
  footer: readonly string[];
}

export const heading = (text: string): EmailBlock => ({ type: 'heading', text });
export const paragraph = (text: string): EmailBlock => ({ type: 'paragraph', text });
export const notice = (text: string): EmailBlock => ({ type: 'notice', text });
export const button = (label: string, href: string): EmailBlock => ({
  type: 'button',
  label,
  href,
});

/** A titled list of facts; rows whose value is blank are left out. */
export function facts(
  title: string,
  rows: readonly (EmailFact | null)[],
): Extract<EmailBlock, { type: 'facts' }> {
  return {
    type: 'facts',
    title,
    rows: rows.filter((row): row is EmailFact => row !== null && row.value.trim() !== ''),
  };
}

export const fact = (label: string, value: string | null | undefined): EmailFact | null =>
  value === null || value === undefined ? null : { label, value };

/** One line of text: line breaks and runs of spaces become single spaces (subjects, headers). */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
