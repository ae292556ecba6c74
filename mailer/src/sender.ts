// The sender: claims due rows of the outbox, renders and sends each, then records the outcome. Many
// senders may run at once (the claim locks rows with FOR UPDATE SKIP LOCKED and holds them under a
// lease), so each e-mail goes out once; a sender that dies mid-send leaves its rows to be taken back
// when their lease expires (then an e-mail may go out twice: at least once, never never).
import { retryDelayMs } from './backoff';
import { type ClaimedEmail, type Outbox } from './outbox';
import { carriesManageLink, type ContextBase, RenderError, renderClaimed } from './render';
import { isPermanent, type MailTransport } from './transport';

export interface SenderOptions {
  outbox: Outbox;
  transport: MailTransport;
  context: ContextBase;
  from: string;
  batchSize: number;
  concurrency: number;
  maxAttempts: number;
  retryBaseMs: number;
  retryMaxMs: number;
  leaseSeconds: number;
  pollIntervalMs: number;
  log?: (line: string) => void;
  now?: () => Date;
}

export type Outcome = 'sent' | 'retry' | 'failed' | 'lost';

export interface BatchResult {
  claimed: number;
  sent: number;
  retry: number;
  failed: number;
  lost: number;
}

const describe = (error: unknown): string =>
  error instanceof Error ? error.message || error.name : String(error);

/** The booking a row is about (its payload's booking id), or the row itself when unreadable. */
function bookingOf(email: ClaimedEmail): string {
  const booking = (email.payload as { booking?: { id?: unknown } } | null)?.booking;
  return typeof booking?.id === 'string' ? booking.id : `row:${email.id}`;
}

/** Rows grouped by booking, groups and rows in claim (queue) order. */
function groupByBooking(claimed: ClaimedEmail[]): ClaimedEmail[][] {
  const groups = new Map<string, ClaimedEmail[]>();
  for (const email of claimed) {
    const key = bookingOf(email);
    groups.set(key, [...(groups.get(key) ?? []), email]);
  }
  return [...groups.values()];
}

export class Sender {
  private stopped = true;
  private loop: Promise<void> | null = null;
  private wake: (() => void) | null = null;
  readonly totals: BatchResult = { claimed: 0, sent: 0, retry: 0, failed: 0, lost: 0 };

  constructor(private readonly options: SenderOptions) {}

  private log(line: string): void {
    this.options.log?.(line);
  }

  /** Sends one claimed row and records the outcome in the outbox. */
  async deliver(email: ClaimedEmail): Promise<Outcome> {
    const { outbox, transport, maxAttempts, retryBaseMs, retryMaxMs } = this.options;
    try {
      const bookingId = bookingOf(email);
      const token =
        outbox.manageToken && carriesManageLink(email.kind) && !bookingId.startsWith('row:')
          ? await outbox.manageToken(bookingId)
          : null;
      const message = renderClaimed(
        email,
        this.options.context,
        this.options.now?.() ?? new Date(),
        token,
      );
      const { messageId } = await transport.send(message, this.options.from);
      return (await outbox.complete(email, messageId)) ? 'sent' : 'lost';
    } catch (error) {
      const giveUp =
        error instanceof RenderError || isPermanent(error) || email.attempts >= maxAttempts;
      const retryIn = giveUp ? null : retryDelayMs(email.attempts, retryBaseMs, retryMaxMs) / 1000;
      const reason = describe(error);
      this.log(
        `e-mail ${email.id} (${email.kind}) attempt ${email.attempts} failed: ${reason}` +
          (giveUp ? ' - giving up' : ` - retry in ${retryIn} s`),
      );
      const status = await outbox.fail(email, reason, retryIn);
      if (status === null) return 'lost';
      return giveUp ? 'failed' : 'retry';
    }
  }

  /**
   * One claim, then the claimed rows sent with at most `concurrency` at a time; the e-mails of one
   * booking go one after the other in queue order ('received' before 'confirmed').
   */
  async runOnce(): Promise<BatchResult> {
    const { outbox, batchSize, leaseSeconds, maxAttempts, concurrency } = this.options;
    const claimed = await outbox.claim(batchSize, leaseSeconds, maxAttempts);
    const result: BatchResult = { claimed: claimed.length, sent: 0, retry: 0, failed: 0, lost: 0 };
    const groups = groupByBooking(claimed);
    let next = 0;
    const worker = async () => {
      while (next < groups.length) {
        for (const email of groups[next++] as ClaimedEmail[]) {
          result[await this.deliver(email)] += 1;
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, groups.length) }, worker));
    for (const key of Object.keys(result) as (keyof BatchResult)[]) {
      this.totals[key] += result[key];
    }
    return result;
  }

  /** Sends until nothing is due (a scheduled job's run). */
  async drain(): Promise<BatchResult> {
    const total: BatchResult = { claimed: 0, sent: 0, retry: 0, failed: 0, lost: 0 };
    for (;;) {
      const batch = await this.runOnce();
      for (const key of Object.keys(total) as (keyof BatchResult)[]) total[key] += batch[key];
      if (batch.claimed === 0) return total;
    }
  }

  /** Runs until stop(): drains, then waits pollIntervalMs; a failing database is retried. */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.loop = (async () => {
      while (!this.stopped) {
        let wait = this.options.pollIntervalMs;
        try {
          const batch = await this.runOnce();
          if (batch.claimed > 0) wait = 0;
        } catch (error) {
          this.log(`claiming e-mails failed: ${describe(error)}`);
          wait = Math.max(wait, 5000);
        }
        if (wait > 0 && !this.stopped) {
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, wait);
            this.wake = () => {
              clearTimeout(timer);
              resolve();
            };
          });
          this.wake = null;
        }
      }
    })();
  }

  /** Finishes the batch in hand, then stops. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.wake?.();
    await this.loop;
    this.loop = null;
  }
}
