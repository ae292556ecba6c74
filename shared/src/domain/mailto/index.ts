export {
  buildMailto,
  wellFormed,
  MAX_MAILTO_LENGTH,
  SHORTENED_MARKER,
  LINE_BREAK,
  SHRINK,
  type MailPart,
  type MailtoDraft,
  type MailtoResult,
} from './mailto-core';
export * from './request-mails';
export * from './cancellation-mails';
export * from './cancellation-request-mail';
export * from './booking-summary-mail';
export * from './support-links';
