export {
  buildMailto,
  exactMailto,
  mailtoAllowance,
  mailtoRecipient,
  MailtoTooLongError,
  wellFormed,
  MAX_MAILTO_LENGTH,
  SHORTENED_MARKER,
  LINE_BREAK,
  SHRINK,
  type MailPart,
  type MailtoDraft,
  type MailtoResult,
  type MailtoShortening,
} from './mailto-core';
export * from './request-mail-limits';
export * from './request-mails';
export * from './cancellation-mails';
export * from './cancellation-request-mail';
export * from './booking-summary-mail';
export * from './support-links';
