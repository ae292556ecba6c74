import { closeOpenServers } from '../../src/testing/open-servers';

// After each file's own hooks: a server its failed setup left open would keep jest running.
afterAll(() => closeOpenServers());
