import { HOME_SECTIONS, paths } from '@bbt/shared';
import { Card, Icon, type IconName } from '@bbt/shared/ui';
import { useId } from 'react';
import { Link } from '@bbt/shared/router';

import styles from './dashboard.module.css';

const ACTIONS: readonly { to: string; icon: IconName; label: string; hint: string }[] = [
  {
    to: paths.myBookings,
    icon: 'calendar',
    label: 'View My Bookings',
    hint: 'Your rides, their status, cancellations',
  },
  {
    to: `${paths.home}#${HOME_SECTIONS.priceCalculator}`,
    icon: 'car',
    label: 'Book New Trip',
    hint: 'Instant price, then book online',
  },
  {
    to: paths.contact,
    icon: 'chat',
    label: 'Contact Support',
    hint: 'Questions, changes, special requests',
  },
];

export function QuickActions() {
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        Quick Actions
      </h2>
      <ul className={styles.actions}>
        {ACTIONS.map((action) => (
          <li key={action.label}>
            <Link to={action.to} className={styles.action}>
              <Icon name={action.icon} />
              <span>
                <strong>{action.label}</strong>
                <span>{action.hint}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
