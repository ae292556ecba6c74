// The body of POST /inbox/api/messages: a transactional e-mail the mailer delivers here instead of
// to an SMTP server. Checked field by field, so a bad request gets a clear 400.
import { type NewInboxMessage } from './store';

export class InvalidMessage extends Error {}

const MAX_ATTACHMENTS = 10;

function text(body: Record<string, unknown>, name: string, required: boolean): string | null {
  const value = body[name];
  if (value === undefined || value === null) {
    if (required) throw new InvalidMessage(`${name} is required`);
    return null;
  }
  if (typeof value !== 'string') throw new InvalidMessage(`${name} must be a string`);
  if (required && value.trim() === '') throw new InvalidMessage(`${name} is required`);
  return value;
}

function attachment(value: unknown, index: number) {
  if (typeof value !== 'object' || value === null) {
    throw new InvalidMessage(`attachments[${index}] must be an object`);
  }
  const item = value as Record<string, unknown>;
  const filename = text(item, 'filename', true) as string;
  const contentType = text(item, 'contentType', true) as string;
  const contentBase64 = text(item, 'contentBase64', true) as string;
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(contentBase64)) {
    throw new InvalidMessage(`attachments[${index}].contentBase64 must be base64`);
  }
  return { filename, contentType, contentBase64 };
}

export function parseNewMessage(raw: string): NewInboxMessage {
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    throw new InvalidMessage('The body must be JSON');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new InvalidMessage('The body must be a JSON object');
  }
  const fields = body as Record<string, unknown>;
  const list = fields.attachments ?? [];
  if (!Array.isArray(list) || list.length > MAX_ATTACHMENTS) {
    throw new InvalidMessage(`attachments must be an array of at most ${MAX_ATTACHMENTS}`);
  }
  return {
    to: text(fields, 'to', true) as string,
    from: text(fields, 'from', false),
    replyTo: text(fields, 'replyTo', false),
    subject: text(fields, 'subject', true) as string,
    type: text(fields, 'type', false) ?? 'email',
    link: text(fields, 'link', false) ?? '',
    text: text(fields, 'text', false),
    html: text(fields, 'html', false) ?? '',
    attachments: list.map(attachment),
    raw: text(fields, 'raw', false),
  };
}
