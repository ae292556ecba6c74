import { type FastifyInstance, type FastifyRequest } from 'fastify';

import { type Database } from '../db';
import { inboxPage } from './page';
import { clearMessages, listMessages } from './store';

function recipient(req: FastifyRequest): string | null {
  const to = new URL(req.url, 'http://localhost').searchParams.get('to')?.trim();
  return to ? to : null;
}

/** `/inbox` (HTML) and `/inbox/api/messages` (JSON for tests): where auth e-mails land. */
export function registerInboxRoutes(app: FastifyInstance, db: Database): void {
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
  app.delete('/inbox/api/messages', async (req, reply) => {
    const deleted = await clearMessages(db, recipient(req));
    await reply.send({ deleted });
  });
}
