import { closeOpenServers, trackedClose } from '../../src/testing/open-servers';

describe('the servers a test file leaves open', () => {
  it('closes each open server once, after a failing one too, and forgets closed ones', async () => {
    const closed: string[] = [];
    const closeOf = (name: string, fails = false) =>
      trackedClose(async () => {
        closed.push(name);
        if (fails) throw new Error(`${name} would not close`);
      });
    const first = closeOf('first');
    closeOf('broken', true);
    closeOf('left open');

    await first();
    await first();
    await closeOpenServers();
    await closeOpenServers();

    expect(closed).toEqual(['first', 'broken', 'left open']);
  });
});
