import { ContactFormFirstPaint, useSupportContacts } from '@bbt/shared/ui/first-paint';
import { lazy, Suspense, useCallback, useState } from 'react';

import { useWhenNearViewport } from '../../lib/use-when-near-viewport';

// The form brings react-hook-form and its fields (and zod once it has rendered): on the home page
// they load only when the contact section comes near the screen. Until then the same fields
// show without their behaviour, and what the visitor types there is kept for the form.
const ContactForm = lazy(() =>
  import('../../lib/contact-form/contact-form').then((module) => ({ default: module.ContactForm })),
);

/** The home page's contact form, loaded when it is about to be seen. */
export function LazyContactForm() {
  const support = useSupportContacts();
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const [wanted, setWanted] = useState(false);
  const want = useCallback(() => setWanted(true), []);
  useWhenNearViewport(element, want);
  const firstPaint = <ContactFormFirstPaint inbox={support.email} />;
  return (
    <div ref={setElement}>
      {wanted ? <Suspense fallback={firstPaint}>{<ContactForm />}</Suspense> : firstPaint}
    </div>
  );
}
