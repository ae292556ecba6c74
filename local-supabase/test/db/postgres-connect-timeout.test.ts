/**
 * A Postgres that accepts the TCP connection but never answers (a hung server, a proxy with no
 * backend) must make openDatabase fail with a message, not hang start-up forever.
 */
import net from 'node:net';

import { openDatabase } from '../../src/db';
import { CONNECT_TIMEOUT_MS } from '../../src/db/postgres-database';

let blackHole: net.Server;
let port = 0;
const sockets: net.Socket[] = [];

beforeAll(async () => {
  blackHole = net.createServer((socket) => {
    sockets.push(socket); // accept, read nothing back, never reply
  });
  await new Promise<void>((resolve) => blackHole.listen(0, '127.0.0.1', resolve));
  port = (blackHole.address() as net.AddressInfo).port;
});

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise<void>((resolve) => blackHole.close(() => resolve()));
});

it(
  'gives up connecting to a Postgres that never answers',
  async () => {
    await expect(
      openDatabase({ databaseUrl: `postgres://postgres@127.0.0.1:${port}/app`, seedFile: null }),
    ).rejects.toThrow(/timeout/i);
  },
  CONNECT_TIMEOUT_MS + 10_000,
);
