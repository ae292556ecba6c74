import { Card, formatInstant, Skeleton } from '@bbt/shared/ui';

import type { SiteSettingsChange } from '../../data/settings-api';
import { settingChanges } from './settings-form-values';
import styles from './settings.module.css';

/** The latest changes to the settings: who, when, and each value from and to. */
export function SettingsHistory({ changes }: { changes: SiteSettingsChange[] | null }) {
  return (
    <Card
      as="section"
      className={`${styles.section} ${styles.historyCard}`}
      aria-labelledby="settings-history"
    >
      <h2 id="settings-history">Recent changes</h2>
      {!changes ? (
        <Skeleton lines={3} />
      ) : changes.length === 0 ? (
        <p className={styles.saved}>No changes yet: the site uses its built-in values.</p>
      ) : (
        <ol className={styles.history}>
          {changes.map((change) => (
            <li key={change.id} className={styles.historyItem}>
              <span className={styles.historyWho}>{change.actor_email ?? 'System'}</span>
              <span className={styles.historyWhen}>{formatInstant(change.created_at)}</span>
              <ul className={styles.changes}>
                {settingChanges(change.changes).map((item) => (
                  <li key={item.label}>
                    {item.label}: {item.from} → {item.to}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
