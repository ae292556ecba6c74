import type { ReactNode } from 'react';

import styles from './admin-page.module.css';

export interface AdminPageProps {
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
}

/**
 * The frame of an admin page: like the site's PageFrame (one h1, the same title and intro styles)
 * but wider, because staff work with tables on desktop screens.
 */
export function AdminPage({ title, intro, children }: AdminPageProps) {
  return (
    <div className={`page ${styles.frame}`}>
      <h1 className="page__title">{title}</h1>
      {intro && <div className="page__intro">{intro}</div>}
      {children}
    </div>
  );
}
