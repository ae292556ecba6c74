import { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';

import { type Config } from '../config';
import { type Database } from '../db';
import { verifyJwt } from '../jwt';
import { messagePage } from './message-page';
import { InvalidMessage, parseNewMessage } from './new-message';
import { crossSiteRefusal, isInboxPath } from './origins';
import { inboxPage } from './page';
import {
  clearMessages,
  getAttachment,
  getMessage,
  getRaw,
  insertMessage,
  listMessages,
  messagePath,
} from './store';

function recipient(req: FastifyRequest): string | null {
  const to = new URL(req.url, 'http://localhost').searchParams.get('to')?.trim();
  return to ? to : null;
}

/** The service role key, as `apikey` or as the bearer token: only the mailer delivers messages. */
async function isServiceRole(req: FastifyRequest, config: Config): Promise<boolean> {
  const bearer = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
  const token = bearer ?? req.headers.apikey;
  if (typeof token !== 'string') return false;
  const result = await verifyJwt(token, config.jwtSecret);
  return result.ok && result.claims.role === 'service_role';
}

function messageId(req: FastifyRequest): number | null {
  const id = Number((req.params as { id?: string }).id);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

async function notFound(reply: FastifyReply): Promise<void> {
  await reply.code(404).header('Content-Type', 'text/plain; charset=utf-8').send('No such message');
}

const MESSAGE_BODY_LIMIT = 10 * 1024 * 1024;

/** A download name that cannot break the header: letters, digits, dot, dash and underscore. */
const safeFilename = (name: string): string => name.replace(/[^A-Za-z0-9._-]/g, '_') || 'file';

/**
 * `/inbox` (HTML) and `/inbox/api/messages` (JSON for tests) where auth e-mails land; the mailer
 * delivers the site's booking e-mails with `POST /inbox/api/messages` (service role key); each
 * message has its own page, its HTML body (sandboxed), its attachments and its .eml source.
 */
export function registerInboxRoutes(app: FastifyInstance, db: Database, config: Config): void {
  app.addHook('onRequest', async (req, reply) => {
    if (!isInboxPath(req.url)) return;
    const refusal = crossSiteRefusal(req, config);
    if (refusal) {
      return reply.code(403).header('Content-Type', 'text/plain; charset=utf-8').send(refusal);
    }
  });
  app.get('/inbox', async (req, reply) => {
    const to = recipient(req);
    const page = inboxPage(await listMessages(db, to), to);
    await reply
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(page);
  });
  app.post('/inbox/clear', async (_req, reply) => {
    await clearMessages(db, null);
    await reply.redirect('/inbox', 303);
  });
  app.get('/inbox/api/messages', async (req, reply) => {
    await reply.header('Cache-Control', 'no-store').send(await listMessages(db, recipient(req)));
  });
  // Booking e-mails carry PDF attachments (base64): more than the API's 1 MB.
  app.post('/inbox/api/messages', { bodyLimit: MESSAGE_BODY_LIMIT }, async (req, reply) => {
    if (!(await isServiceRole(req, config))) {
      await reply.code(401).send({ message: 'Delivering to the inbox needs the service role key' });
      return;
    }
    try {
      const id = await insertMessage(db, parseNewMessage(String(req.body ?? '')));
      await reply.code(201).send({ id, url: messagePath(id) });
    } catch (error) {
      if (!(error instanceof InvalidMessage)) throw error;
      await reply.code(400).send({ message: error.message });
    }
  });
  app.delete('/inbox/api/messages', async (req, reply) => {
    const deleted = await clearMessages(db, recipient(req));
    await reply.send({ deleted });
  });
  app.get('/inbox/messages/:id', async (req, reply) => {
    const id = messageId(req);
    const message = id === null ? null : await getMessage(db, id);
    if (!message) return notFound(reply);
    await reply
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(messagePage(message));
  });
  app.get('/inbox/messages/:id/html', async (req, reply) => {
    const id = messageId(req);
    const message = id === null ? null : await getMessage(db, id);
    if (!message) return notFound(reply);
    // The body is shown as the e-mail client would: no scripts, no requests but images.
    await reply
      .header('Content-Type', 'text/html; charset=utf-8')
      .header(
        'Content-Security-Policy',
        "sandbox; default-src 'none'; img-src data: https:; style-src 'unsafe-inline'",
      )
      .send(message.html);
  });
  app.get('/inbox/messages/:id/attachments/:index', async (req, reply) => {
    const id = messageId(req);
    const index = Number((req.params as { index?: string }).index);
    const file =
      id === null || !Number.isSafeInteger(index) || index < 0
        ? null
        : await getAttachment(db, id, index);
    if (!file) return notFound(reply);
    await reply
      .header('Content-Type', file.contentType)
      .header('Content-Disposition', `attachment; filename="${safeFilename(file.filename)}"`)
      .send(file.content);
  });
  app.get('/inbox/messages/:id/raw', async (req, reply) => {
    const id = messageId(req);
    const raw = id === null ? null : await getRaw(db, id);
    if (raw === null) return notFound(reply);
    await reply
      .header('Content-Type', 'message/rfc822')
      .header('Content-Disposition', `attachment; filename="message-${id}.eml"`)
      .send(raw);
  });
}
