import { type Queryable } from '../db';

export interface InboxAttachmentInfo {
  filename: string;
  contentType: string;
  size: number;
  /** Where to download it from this server. */
  url: string;
}

export interface InboxMessage {
  id: number;
  to: string;
  subject: string;
  type: string;
  link: string;
  createdAt: string;
  from: string | null;
  replyTo: string | null;
  text: string | null;
  attachments: InboxAttachmentInfo[];
  /** The message's own page (HTML body, text and attachments). */
  url: string;
}

interface ListedRow {
  id: number | string;
  to: string;
  subject: string;
  type: string;
  link: string;
  createdAt: string;
  from: string | null;
  replyTo: string | null;
  text: string | null;
  attachments: { filename: string; contentType: string; size: number }[];
}

const CREATED_AT = `to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const ATTACHMENT_INFO = `coalesce((select jsonb_agg(jsonb_build_object(
    'filename', a ->> 'filename', 'contentType', a ->> 'contentType',
    'size', length(decode(a ->> 'content', 'base64'))) order by ord)
  from jsonb_array_elements(attachments) with ordinality as x(a, ord)), '[]'::jsonb)`;

export const messagePath = (id: number): string => `/inbox/messages/${id}`;

function toMessage(row: ListedRow): InboxMessage {
  const id = Number(row.id);
  return {
    ...row,
    id,
    attachments: row.attachments.map((a, index) => ({
      ...a,
      url: `${messagePath(id)}/attachments/${index}`,
    })),
    url: messagePath(id),
  };
}

/** Newest first; `to` filters by recipient (case-insensitive). */
export async function listMessages(db: Queryable, to: string | null): Promise<InboxMessage[]> {
  const { rows } = await db.query<ListedRow>(
    `select id, recipient as "to", subject, type, link, ${CREATED_AT} as "createdAt",
            sender as "from", reply_to as "replyTo", text_body as "text",
            ${ATTACHMENT_INFO} as attachments
       from local_inbox.messages
      where $1::text is null or lower(recipient) = lower($1::text)
      order by id desc limit 200`,
    [to],
  );
  return rows.map(toMessage);
}

export interface StoredMessage extends InboxMessage {
  html: string;
}

export async function getMessage(db: Queryable, id: number): Promise<StoredMessage | null> {
  const { rows } = await db.query<ListedRow & { html: string }>(
    `select id, recipient as "to", subject, type, link, ${CREATED_AT} as "createdAt",
            sender as "from", reply_to as "replyTo", text_body as "text",
            ${ATTACHMENT_INFO} as attachments, html
       from local_inbox.messages where id = $1`,
    [id],
  );
  const row = rows[0];
  return row ? { ...toMessage(row), html: row.html } : null;
}

export interface AttachmentContent {
  filename: string;
  contentType: string;
  content: Buffer;
}

export async function getAttachment(
  db: Queryable,
  id: number,
  index: number,
): Promise<AttachmentContent | null> {
  const { rows } = await db.query<{
    a: { filename: string; contentType: string; content: string };
  }>(`select attachments -> $2::int as a from local_inbox.messages where id = $1`, [id, index]);
  const a = rows[0]?.a;
  return a
    ? {
        filename: a.filename,
        contentType: a.contentType,
        content: Buffer.from(a.content, 'base64'),
      }
    : null;
}

export async function getRaw(db: Queryable, id: number): Promise<string | null> {
  const { rows } = await db.query<{ raw: string | null }>(
    'select raw from local_inbox.messages where id = $1',
    [id],
  );
  return rows[0]?.raw ?? null;
}

/** A transactional e-mail delivered by the mailer (POST /inbox/api/messages). */
export interface NewInboxMessage {
  to: string;
  from: string | null;
  replyTo: string | null;
  subject: string;
  type: string;
  link: string;
  text: string | null;
  html: string;
  attachments: { filename: string; contentType: string; contentBase64: string }[];
  raw: string | null;
}

export async function insertMessage(db: Queryable, m: NewInboxMessage): Promise<number> {
  const attachments = m.attachments.map((a) => ({
    filename: a.filename,
    contentType: a.contentType,
    content: a.contentBase64,
  }));
  const { rows } = await db.query<{ id: number | string }>(
    `insert into local_inbox.messages
       (recipient, subject, type, link, html, sender, reply_to, text_body, attachments, raw)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10)
     returning id`,
    [
      m.to,
      m.subject,
      m.type,
      m.link,
      m.html,
      m.from,
      m.replyTo,
      m.text,
      JSON.stringify(attachments),
      m.raw,
    ],
  );
  return Number(rows[0]?.id);
}

export async function clearMessages(db: Queryable, to: string | null): Promise<number> {
  const result = await db.query(
    `delete from local_inbox.messages where $1::text is null or lower(recipient) = lower($1::text)`,
    [to],
  );
  return result.affectedRows;
}
