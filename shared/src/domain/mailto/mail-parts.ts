// Small helpers the e-mail builders share.
import { EMPTY_LIST, EMPTY_TEXT, SHRINK, type MailPart } from './mailto-core';

export const blankLine: MailPart = { value: '' };

export const heading = (text: string): MailPart => ({ value: text });

/** A short user-supplied field ('Label: value'); shown as 'Not provided' when blank. */
export const field = (label: string, value: string | number | null | undefined): MailPart => {
  const text = value === null || value === undefined ? '' : String(value).trim();
  return { label, value: text === '' ? 'Not provided' : text, shrinkOrder: SHRINK.field };
};

/** Free text (requests, messages) under its own heading; shortened first when too long. */
export const freeText = (name: string, text: string): MailPart => ({
  value: text.trim() === '' ? EMPTY_TEXT : text.trim(),
  shrinkOrder: SHRINK.freeText,
  name,
});

/** A list, one '- item' per line; shortened after the free text. */
export const list = (name: string, items: readonly string[]): MailPart => ({
  value: items.length === 0 ? EMPTY_LIST : items.map((item) => `- ${item}`).join('\r\n'),
  shrinkOrder: SHRINK.list,
  name,
});

export const subject = (text: string): MailPart => ({ value: text, shrinkOrder: SHRINK.subject });
