// The mailer as a process: `npx tsx mailer/src/main.ts` runs until SIGTERM; `--once` sends what is
// due and exits (for a scheduled job). Settings come from the environment (see config.ts).
import { ConfigError, configFromEnv, createMailer } from './index';

const log = (line: string) => console.log(`[mailer] ${line}`);

async function main(): Promise<void> {
  const config = configFromEnv();
  const sender = createMailer(config, log);
  const where =
    config.transport.kind === 'local-inbox'
      ? `the local inbox at ${config.transport.inboxUrl}/inbox`
      : 'SMTP';
  if (process.argv.includes('--once')) {
    const result = await sender.drain();
    log(`sent ${result.sent}, retrying ${result.retry}, failed ${result.failed} (${where})`);
    return;
  }
  sender.start();
  log(`sending the outbox of ${config.supabaseUrl} to ${where}`);
  const stop = () => {
    void sender.stop().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `[mailer] ${error.message}` : error);
  process.exit(1);
});
