import { type MailTransport, type OutgoingEmail } from '../../src/index';

/**
 * A transport that records what it was given; `behaviour` decides, per call, whether it fails (a
 * thrown error) and it yields to the event loop first, so concurrent senders interleave.
 */
export function fakeTransport(
  behaviour: (email: OutgoingEmail, call: number) => Error | null = () => null,
): MailTransport & { sent: OutgoingEmail[]; calls: OutgoingEmail[] } {
  const sent: OutgoingEmail[] = [];
  const calls: OutgoingEmail[] = [];
  return {
    sent,
    calls,
    async send(email) {
      calls.push(email);
      await new Promise((resolve) => setImmediate(resolve));
      const error = behaviour(email, calls.length);
      if (error) throw error;
      sent.push(email);
      return { messageId: `<fake-${calls.length}@test>` };
    },
    close() {},
  };
}
