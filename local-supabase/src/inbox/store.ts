import { type Queryable } from '../db';

export interface InboxMessage {
  id: number;
  to: string;
  subject: string;
  type: string;
  link: string;
  createdAt: string;
}

/** Newest first; `to` filters by recipient (case-insensitive). */
export async function listMessages(db: Queryable, to: string | null): Promise<InboxMessage[]> {
  const { rows } = await db.query<InboxMessage>(
    `select id, recipient as "to", subject, type, link,
            to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt"
       from local_inbox.messages
      where $1::text is null or lower(recipient) = lower($1::text)
      order by id desc limit 200`,
    [to],
  );
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

export async function clearMessages(db: Queryable, to: string | null): Promise<number> {
  const result = await db.query(
    `delete from local_inbox.messages where $1::text is null or lower(recipient) = lower($1::text)`,
    [to],
  );
  return result.affectedRows;
}
