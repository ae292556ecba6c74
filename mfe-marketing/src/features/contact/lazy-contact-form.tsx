import { Skeleton } from '@bbt/shared/ui';
import { lazy, Suspense, useCallback, useState } from 'react';

import { useWhenNearViewport } from '../support/use-when-near-viewport';
import styles from './contact.module.css';

// The form brings zod, react-hook-form and the validation rules (about 50 KB brotli): on the home
// page they load only when the contact section comes near the screen.
const ContactForm = lazy(() =>
  import('./contact-form').then((module) => ({ default: module.ContactForm })),
);

function FormPlaceholder() {
  return (
    <div className={styles.formPlaceholder} aria-busy="true">
      <span className="visually-hidden" role="status">
        Loading the message form…
      </span>
      <Skeleton height="3rem" />
      <Skeleton height="3rem" />
      <Skeleton height="3rem" />
      <Skeleton height="8rem" />
      <Skeleton height="3rem" width="12rem" />
    </div>
  );
}

/** The home page's contact form, loaded when it is about to be seen; same height while loading. */
export function LazyContactForm() {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const [wanted, setWanted] = useState(false);
  const want = useCallback(() => setWanted(true), []);
  useWhenNearViewport(element, want);
  return (
    <div ref={setElement} className={styles.lazyForm}>
      {wanted ? (
        <Suspense fallback={<FormPlaceholder />}>
          <ContactForm />
        </Suspense>
      ) : (
        <FormPlaceholder />
      )}
    </div>
  );
}
