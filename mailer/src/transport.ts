// Where e-mails go: an SMTP server (production, nodemailer), or local-supabase's inbox (the default
// for `npm start`), where nodemailer still builds the complete MIME message exactly as for SMTP.
import nodemailer, { type SendMailOptions } from 'nodemailer';

import { type TransportConfig } from './config';
import { type OutgoingEmail } from './render';

export interface MailTransport {
  send(email: OutgoingEmail, from: string): Promise<{ messageId: string | null }>;
  close(): void;
}

/** A failure that another attempt cannot fix (the server refused the message or the recipient). */
export class PermanentError extends Error {}

function mailOptions(email: OutgoingEmail, from: string): SendMailOptions {
  return {
    from,
    to: email.to,
    ...(email.replyTo ? { replyTo: email.replyTo } : {}),
    subject: email.subject,
    text: email.text,
    html: email.html,
    headers: { 'X-Booking-Email': email.kind },
    attachments: email.attachments.map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: a.content,
    })),
  };
}

/** SMTP 5xx answers and a refused recipient are permanent; everything else may pass next time. */
export function isPermanent(error: unknown): boolean {
  if (error instanceof PermanentError) return true;
  const { responseCode, code } = (error ?? {}) as { responseCode?: unknown; code?: unknown };
  if (typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600) return true;
  return code === 'EENVELOPE';
}

export function smtpTransport(config: Extract<TransportConfig, { kind: 'smtp' }>): MailTransport {
  const timeouts = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };
  const transporter =
    'url' in config
      ? nodemailer.createTransport({ url: config.url, ...timeouts })
      : nodemailer.createTransport({
          host: config.host,
          port: config.port,
          secure: config.secure,
          ...(config.user ? { auth: { user: config.user, pass: config.pass ?? '' } } : {}),
          ...timeouts,
        });
  return {
    async send(email, from) {
      const info = await transporter.sendMail(mailOptions(email, from));
      if (info.rejected.length > 0) {
        throw new PermanentError(
          `The SMTP server refused ${info.rejected.join(', ')}: ${info.response}`,
        );
      }
      return { messageId: info.messageId ?? null };
    },
    close: () => transporter.close(),
  };
}

/**
 * Delivers into local-supabase's inbox (POST /inbox/api/messages with the service role key): the
 * parts for its pages, and the MIME source nodemailer built, for download as .eml.
 */
export function localInboxTransport(inboxUrl: string, serviceRoleKey: string): MailTransport {
  const builder = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
  });
  const endpoint = `${inboxUrl.replace(/\/+$/, '')}/inbox/api/messages`;
  return {
    async send(email, from) {
      const built = await builder.sendMail(mailOptions(email, from));
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          apikey: serviceRoleKey,
          authorization: `Bearer ${serviceRoleKey}`,
        },
        body: JSON.stringify({
          to: email.to,
          from,
          replyTo: email.replyTo,
          subject: email.subject,
          type: email.kind,
          link: email.link,
          text: email.text,
          html: email.html,
          attachments: email.attachments.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            contentBase64: Buffer.from(a.content, 'utf8').toString('base64'),
          })),
          raw: (built.message as Buffer).toString('utf8'),
        }),
      });
      if (!response.ok) {
        const reason = await response.text();
        const message = `The local inbox answered ${response.status}: ${reason}`;
        // A malformed or oversized message never passes; a refused key or a server error may.
        throw response.status === 400 || response.status === 413
          ? new PermanentError(message)
          : new Error(message);
      }
      return { messageId: built.messageId ?? null };
    },
    close: () => builder.close(),
  };
}

export function createTransport(config: TransportConfig, serviceRoleKey: string): MailTransport {
  return config.kind === 'local-inbox'
    ? localInboxTransport(config.inboxUrl, serviceRoleKey)
    : smtpTransport(config);
}
