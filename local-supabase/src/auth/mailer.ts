import { createHash, randomBytes } from 'node:crypto';

import { type Queryable } from '../db';
import { escapeHtml } from '@bbt/shared/domain';
import { type LinkTarget } from './redirects';

export type MailType = 'signup' | 'recovery';

/** Like GoTrue's token hash (hex SHA-224 of e-mail + secret): opaque and unguessable. */
export function newEmailToken(email: string): string {
  return createHash('sha224')
    .update(email + randomBytes(32).toString('hex'))
    .digest('hex');
}

export function verifyLink(target: LinkTarget, token: string, type: MailType): string {
  const params = new URLSearchParams({ token, type, redirect_to: target.redirectTo });
  return `${target.base}/auth/v1/verify?${params.toString()}`;
}

const TEMPLATES: Record<
  MailType,
  { subject: string; heading: string; intro: string; action: string }
> = {
  signup: {
    subject: 'Confirm Your Signup',
    heading: 'Confirm your signup',
    intro: 'Follow this link to confirm your user:',
    action: 'Confirm your mail',
  },
  recovery: {
    subject: 'Reset Your Password',
    heading: 'Reset Password',
    intro: 'Follow this link to reset the password for your user:',
    action: 'Reset Password',
  },
};

/** "Sends" an auth e-mail: it lands in the local inbox (/inbox) instead of an SMTP server. */
export async function deliver(
  tx: Queryable,
  to: string,
  type: MailType,
  link: string,
): Promise<void> {
  const t = TEMPLATES[type];
  const html = `<h2>${escapeHtml(t.heading)}</h2><p>${escapeHtml(t.intro)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(t.action)}</a></p>`;
  await tx.query(
    `insert into local_inbox.messages (recipient, subject, type, link, html) values ($1, $2, $3, $4, $5)`,
    [to, t.subject, type, link, html],
  );
}
