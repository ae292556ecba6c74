import { type MailTransport, type OutgoingEmail } from '../../src/index';

/**
 * A transport that records what it was given; `behaviour` decides, per call, whether it fails (a
 * thrown error); it yields to the event loop first (or waits `delayMs`), so sends interleave.
 */
export function fakeTransport(
  behaviour: (email: OutgoingEmail, call: number) => Error | null = () => null,
  delayMs: (email: OutgoingEmail) => number = () => 0,
): MailTransport & { sent: OutgoingEmail[]; calls: OutgoingEmail[] } {
  const sent: OutgoingEmail[] = [];
  const calls: OutgoingEmail[] = [];
  return {
    sent,
    calls,
    async send(email) {
      calls.push(email);
      const delay = delayMs(email);
      await new Promise((resolve) =>
        delay > 0 ? setTimeout(resolve, delay) : setImmediate(resolve),
      );
      const error = behaviour(email, calls.length);
      if (error) throw error;
      sent.push(email);
      return { messageId: `<fake-${calls.length}@test>` };
    },
    close() {},
  };
}
