import { bookingStatusLabel } from '../../domain/bookings/booking-labels';
import { normaliseStatus, STATUS_COLOURS } from '../../domain/bookings/booking-status';
import styles from './display.module.css';

const TONE_CLASS = {
  green: styles.toneSuccess,
  yellow: styles.toneWarning,
  red: styles.toneDanger,
  blue: styles.toneInfo,
} as const;

export interface StatusBadgeProps {
  status: string;
}

/** A booking's status as text on its colour (confirmed green, pending yellow, cancelled red,
 * completed blue): the word is always there, so colour is never the only signal. */
export function StatusBadge({ status }: StatusBadgeProps) {
  const known = normaliseStatus(status);
  const label = bookingStatusLabel(status);
  return (
    <span className={`${styles.badge} ${known ? TONE_CLASS[STATUS_COLOURS[known]] : ''}`}>
      {label}
    </span>
  );
}

export type BadgeTone = 'success' | 'warning' | 'danger' | 'info' | 'neutral';

const BADGE_TONE_CLASS: Record<BadgeTone, string | undefined> = {
  success: styles.toneSuccess,
  warning: styles.toneWarning,
  danger: styles.toneDanger,
  info: styles.toneInfo,
  neutral: styles.toneNeutral,
};

export interface BadgeProps {
  tone?: BadgeTone;
  children: React.ReactNode;
}

/** A small labelled pill ('Verified ride', 'Featured', a role). */
export function Badge({ tone = 'neutral', children }: BadgeProps) {
  return <span className={`${styles.badge} ${BADGE_TONE_CLASS[tone] ?? ''}`}>{children}</span>;
}
