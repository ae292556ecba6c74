import type { CSSProperties } from 'react';

import { classNames } from '../class-names';
import styles from './display.module.css';

export interface SkeletonProps {
  /** Number of text lines to suggest; ignored when height is given. */
  lines?: number;
  height?: CSSProperties['height'];
  width?: CSSProperties['width'];
  className?: string;
}

/** Grey placeholder shapes while content loads. Decorative: pair it with a Spinner or status text. */
export function Skeleton({ lines = 1, height, width, className }: SkeletonProps) {
  if (height !== undefined) {
    return (
      <div
        aria-hidden="true"
        className={classNames(styles.skeleton, className)}
        style={{ height, width }}
      />
    );
  }
  return (
    <div aria-hidden="true" className={className}>
      {Array.from({ length: lines }, (_, index) => (
        <div
          key={index}
          className={classNames(styles.skeleton, styles.skeletonLine)}
          style={{ width: index === lines - 1 && lines > 1 ? '60%' : width }}
        />
      ))}
    </div>
  );
}

export interface SpinnerProps {
  /** What is loading, e.g. 'Loading your bookings…'. Always announced; shown unless hidden. */
  label: string;
  hideLabel?: boolean;
}

export function Spinner({ label, hideLabel = false }: SpinnerProps) {
  return (
    <span role="status" className={styles.spinnerRow}>
      <span className="spinner" aria-hidden="true" />
      <span className={hideLabel ? 'visually-hidden' : undefined}>{label}</span>
    </span>
  );
}
