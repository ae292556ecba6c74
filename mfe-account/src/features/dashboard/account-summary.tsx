import { businessDate } from '@bbt/shared/domain';
import { Badge, Card, formatDate } from '@bbt/shared/ui';
import type { User } from '@supabase/supabase-js';
import { useId } from 'react';

import styles from './dashboard.module.css';

/** 'Sat, 24 Oct 2026' in Barbados time, or '—' when the date is unknown. */
export function memberSince(createdAt: string | undefined): string {
  const date = createdAt ? new Date(createdAt) : null;
  return date && !Number.isNaN(date.getTime()) ? formatDate(businessDate(date)) : '—';
}

/** Dashboard: Account Status, Member Since, Email Verified. */
export function AccountSummary({ user }: { user: User }) {
  const headingId = useId();
  const verified = Boolean(user.email_confirmed_at);
  return (
    <Card as="section" aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        Account Summary
      </h2>
      <dl className={styles.summary}>
        <div>
          <dt>Account Status</dt>
          <dd>
            <Badge tone="success">Active</Badge>
          </dd>
        </div>
        <div>
          <dt>Member Since</dt>
          <dd>{memberSince(user.created_at)}</dd>
        </div>
        <div>
          <dt>Email Verified</dt>
          <dd>
            <Badge tone={verified ? 'success' : 'warning'}>
              {verified ? 'Verified' : 'Pending'}
            </Badge>
          </dd>
          {!verified && (
            <p className={styles.pendingNote}>Please check your email for verification link</p>
          )}
        </div>
      </dl>
    </Card>
  );
}
