import { HOME_SECTIONS } from '@bbt/shared';
import { Button, notify, Skeleton } from '@bbt/shared/ui';
import { type ComponentType, useState } from 'react';

import { useWhenNearViewport } from '../support/use-when-near-viewport';
import type { ShareExperienceDialogProps } from './share-experience-dialog';
import { TestimonialCarousel } from './testimonial-carousel';
import styles from './testimonials.module.css';
import type { PublicTestimonial } from './testimonials-api';
import { useTestimonials } from './use-testimonials';

type ShareDialog = ComponentType<ShareExperienceDialogProps>;

/**
 * The dialog brings the form kit, zod and Radix (about 60 KB brotli), so it loads when the visitor
 * points at or focuses Share Your Experience, not with the home page.
 */
let shareDialog: Promise<ShareDialog> | null = null;
export function loadShareDialog(): Promise<ShareDialog> {
  shareDialog ??= import('./share-experience-dialog').then(
    (module) => module.ShareExperienceDialog,
  );
  shareDialog.catch(() => {
    shareDialog = null;
  });
  return shareDialog;
}

export const MODERATION_NOTE =
  'Every review is read by our team before it appears; we publish good and bad alike.';

export interface TestimonialsSectionProps {
  /** Injected in tests; the database by default. */
  load?: () => Promise<PublicTestimonial[]>;
}

/**
 * The testimonials section of `/` (id testimonials): approved reviews, newest first, or the built-in
 * samples; the moderation rule; Share Your Experience. The reviews load when the section comes
 * near the viewport.
 */
export function TestimonialsSection({ load }: TestimonialsSectionProps) {
  const testimonials = useTestimonials(load);
  const [section, setSection] = useState<HTMLElement | null>(null);
  const [sharing, setSharing] = useState(false);
  const [Dialog, setDialog] = useState<ShareDialog | null>(null);
  const [opening, setOpening] = useState(false);
  useWhenNearViewport(section, testimonials.request);

  const prefetch = () => void loadShareDialog().catch(() => undefined);
  const share = () => {
    setOpening(true);
    loadShareDialog()
      .then((component) => {
        setDialog(() => component);
        setSharing(true);
      })
      .catch(() => notify.error('The review form could not be opened. Please try again.'))
      .finally(() => setOpening(false));
  };

  return (
    <section
      ref={setSection}
      id={HOME_SECTIONS.testimonials}
      className={styles.section}
      aria-labelledby="testimonials-title"
    >
      <div className={styles.header}>
        <div>
          <h2 id="testimonials-title">What our guests say</h2>
          <p className={styles.moderation}>{MODERATION_NOTE}</p>
        </div>
        <Button
          variant="secondary"
          onClick={share}
          onPointerEnter={prefetch}
          onFocus={prefetch}
          busy={opening}
          busyLabel="Opening..."
        >
          Share Your Experience
        </Button>
      </div>
      {testimonials.status === 'ready' ? (
        <TestimonialCarousel items={testimonials.items} />
      ) : (
        <div className={styles.loading} aria-busy="true">
          <span className="visually-hidden" role="status">
            Loading reviews…
          </span>
          <Skeleton height="1.25rem" width="8rem" />
          <Skeleton height="4.5rem" />
          <Skeleton height="1.25rem" width="12rem" />
        </div>
      )}
      {Dialog && (
        <Dialog open={sharing} onOpenChange={setSharing} onSubmitted={testimonials.reload} />
      )}
    </section>
  );
}
