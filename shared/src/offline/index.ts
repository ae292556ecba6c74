// `@bbt/shared/offline`: what works without a signal. Not on the shell's critical path (the shell
// never imports it) and not a federation singleton: each remote bundles the queue it uses.
export * from './stored-retry-queue';
