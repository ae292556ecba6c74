import type { ReactNode } from 'react';

import { Icon, type IconName } from '../display/icons';
import styles from './feedback.module.css';

export type AlertTone = 'info' | 'success' | 'warning' | 'danger';

const ICONS: Record<AlertTone, IconName> = {
  info: 'info',
  success: 'check',
  warning: 'alert',
  danger: 'alert',
};

export interface AlertProps {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  /** 'alert' announces at once (a refused booking); 'status' politely; none for static notes. */
  live?: 'alert' | 'status';
  action?: ReactNode;
}

/** An inline message box: notices, warnings (the amber cancel warnings), errors with a way out. */
export function Alert({ tone = 'info', title, children, live, action }: AlertProps) {
  return (
    <div role={live} className={`${styles.alert} ${styles[tone]}`}>
      <Icon name={ICONS[tone]} className={styles.icon} />
      <div className={styles.text}>
        {title && <p className={styles.title}>{title}</p>}
        {children}
        {action && <div className={styles.action}>{action}</div>}
      </div>
    </div>
  );
}
