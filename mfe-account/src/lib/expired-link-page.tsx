import { ROUTES } from '@bbt/shared';
import { AUTH_MESSAGES } from '@bbt/shared/domain';
import { Alert, PageFrame } from '@bbt/shared/ui';

import styles from './account-panel.module.css';
import { type LinkPurpose, RequestLinkForm } from './request-link-form';

/** The recovery link's page keeps the head /reset-password always has (its HTML paints it). */
const HEADS: Record<LinkPurpose, { title: string; intro?: string }> = {
  recovery: ROUTES.resetPassword.head,
  confirmation: { title: 'Confirm Your Email' },
};

/** An e-mail link that was refused (expired, already used, or mangled), with a way to get a new one. */
export function ExpiredLinkPage({ purpose }: { purpose: LinkPurpose }) {
  return (
    <PageFrame title={HEADS[purpose].title} intro={HEADS[purpose].intro}>
      <div className={styles.panel}>
        <div className={styles.notice}>
          <Alert tone="warning" live="alert" title={AUTH_MESSAGES.linkExpired}>
            <p>
              E-mail links work once and expire after 24 hours. Enter your e-mail address and
              we&apos;ll send you a new one.
            </p>
          </Alert>
        </div>
        <RequestLinkForm purpose={purpose} />
      </div>
    </PageFrame>
  );
}
