import type { ReactNode } from 'react';

import styles from '../catalogue.module.css';

export function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`} id={id}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** One labelled example: a state of a component. */
export function Example({ label, children }: { label: string; children: ReactNode }) {
  return (
    <figure className={styles.example}>
      <div className={styles.exampleBody}>{children}</div>
      <figcaption className={styles.caption}>{label}</figcaption>
    </figure>
  );
}
