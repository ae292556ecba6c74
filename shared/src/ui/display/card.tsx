import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';

import { classNames } from '../class-names';
import styles from './display.module.css';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  as?: 'div' | 'section' | 'article' | 'li';
  children: ReactNode;
}

export function Card({ as: Tag = 'div', className, children, ...rest }: CardProps) {
  return (
    <Tag className={classNames('card', className)} {...rest}>
      {children}
    </Tag>
  );
}

export interface StatTileProps {
  label: string;
  value: ReactNode;
  tone?: 'neutral' | 'success' | 'warning' | 'danger' | 'info';
}

/**
 * One figure with its label (booking counts, revenue): the label is read before the value. A figure
 * given as text or a number never wraps: it tells the style its length, which shrinks its type
 * until it fits the tile (US$12,345 in a phone's half-width tile). Other content may wrap.
 */
export function StatTile({ label, value, tone = 'neutral' }: StatTileProps) {
  const length = typeof value === 'string' || typeof value === 'number' ? String(value).length : 0;
  const fit = length > 0 ? ({ '--stat-chars': length } as CSSProperties) : undefined;
  return (
    <div className={classNames(styles.statTile, styles[`stat_${tone}`])}>
      <span className={styles.statLabel}>{label}</span>
      <span className={classNames(styles.statValue, fit && styles.statValueFit)} style={fit}>
        {value}
      </span>
    </div>
  );
}

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  /** A button or link that gets the visitor out of the empty state. */
  action?: ReactNode;
  icon?: ReactNode;
  headingLevel?: 2 | 3;
}

export function EmptyState({
  title,
  description,
  action,
  icon,
  headingLevel = 2,
}: EmptyStateProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={styles.empty}>
      {icon && <div className={styles.emptyIcon}>{icon}</div>}
      <Heading className={styles.emptyTitle}>{title}</Heading>
      {description && <div className={styles.emptyText}>{description}</div>}
      {action && <div className={styles.emptyAction}>{action}</div>}
    </div>
  );
}
