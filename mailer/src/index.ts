// The mailer: sends the booking e-mails queued in the database outbox (supabase/migrations/
// *_create_email_outbox.sql) with the templates of @bbt/shared/domain.
import { DEFAULT_SITE_SETTINGS, SITE } from '@bbt/shared';

import { type MailerConfig } from './config';
import { serviceClient, supabaseOutbox } from './outbox';
import { type ContextBase } from './render';
import { Sender } from './sender';
import { createTransport } from './transport';

export { ConfigError, configFromEnv, DEFAULTS, type MailerConfig } from './config';
export {
  manageTokenFor,
  serviceClient,
  supabaseOutbox,
  type ClaimedEmail,
  type Outbox,
} from './outbox';
export { manageUrl, renderClaimed, type ContextBase, type OutgoingEmail } from './render';
export { Sender, type BatchResult, type SenderOptions } from './sender';
export {
  createTransport,
  localInboxTransport,
  PermanentError,
  smtpTransport,
  type MailTransport,
} from './transport';

/** The business details of the e-mails: the site's built-in settings and the site URL. */
export function contextFor(siteUrl: string): ContextBase {
  return {
    businessName: SITE.businessName,
    siteUrl,
    phoneDisplay: DEFAULT_SITE_SETTINGS.phoneDisplay,
    phoneE164: DEFAULT_SITE_SETTINGS.phoneE164,
    whatsappNumber: DEFAULT_SITE_SETTINGS.whatsappNumber,
    serviceHours: DEFAULT_SITE_SETTINGS.serviceHours,
    cardPaymentText: DEFAULT_SITE_SETTINGS.cardPaymentText,
    showBbd: DEFAULT_SITE_SETTINGS.showBbd,
  };
}

export interface RunningMailer {
  sender: Sender;
  stop(): Promise<void>;
}

/** Builds the sender of a configuration (not started). */
export function createMailer(config: MailerConfig, log?: (line: string) => void): Sender {
  const transport = createTransport(config.transport, config.serviceRoleKey);
  return new Sender({
    outbox: supabaseOutbox(serviceClient(config.supabaseUrl, config.serviceRoleKey)),
    transport,
    context: contextFor(config.siteUrl),
    from: config.from,
    batchSize: config.batchSize,
    concurrency: config.concurrency,
    maxAttempts: config.maxAttempts,
    retryBaseMs: config.retryBaseMs,
    retryMaxMs: config.retryMaxMs,
    leaseSeconds: config.leaseSeconds,
    pollIntervalMs: config.pollIntervalMs,
    ...(log ? { log } : {}),
  });
}

/** Starts a sender in the background (what `npm start` runs next to the backend). */
export function startMailer(config: MailerConfig, log?: (line: string) => void): RunningMailer {
  const sender = createMailer(config, log);
  sender.start();
  return { sender, stop: () => sender.stop() };
}
