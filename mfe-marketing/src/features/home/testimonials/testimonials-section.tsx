import { Button, notify } from '@bbt/shared/ui';
import {
  SHARE_EXPERIENCE_ACTION,
  SHARE_EXPERIENCE_BUSY_LABEL,
  SHARE_EXPERIENCE_LABEL,
  takePendingAction,
  TestimonialsFrame,
  TestimonialsLoading,
} from '@bbt/shared/ui/first-paint';
import { type ComponentType, useEffect, useEffectEvent, useState } from 'react';

import { useWhenNearViewport } from '../../../lib/use-when-near-viewport';
import { reviewPrefillOf, takeReviewLinkRequest } from './review-link';
import type { ShareExperienceDialogProps, ShareExperiencePrefill } from './share-experience-dialog';
import { TestimonialCarousel } from './testimonial-carousel';
import { type PublicTestimonial, submitTestimonialFromLink } from '../../../data/testimonials-api';
import { useTestimonials } from './use-testimonials';

type ShareDialog = ComponentType<ShareExperienceDialogProps>;

/** The review link's booking: the form's prefill, and the token its review is sent with. */
interface LinkedReview {
  token: string;
  prefill: ShareExperiencePrefill;
}

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

export interface TestimonialsSectionProps {
  /** Injected in tests; the database by default. */
  load?: () => Promise<PublicTestimonial[]>;
  /** Injected in tests; the manage_booking prefill by default. */
  prefillOf?: (token: string | null) => Promise<ShareExperiencePrefill | null>;
}

/**
 * The testimonials section of `/` (id testimonials): approved reviews, newest first, or the built-in
 * samples; the moderation rule; Share Your Experience. The reviews load when the section comes
 * near the viewport. Share Your Experience pressed on the page's HTML, before this section arrived,
 * opens the form as soon as it has. The review link (`/?review=<token>#testimonials`, from the
 * review request e-mail) opens it filled in with the booking's name and e-mail.
 */
export function TestimonialsSection({
  load,
  prefillOf = reviewPrefillOf,
}: TestimonialsSectionProps) {
  const testimonials = useTestimonials(load);
  const [section, setSection] = useState<HTMLElement | null>(null);
  const [sharing, setSharing] = useState(false);
  const [Dialog, setDialog] = useState<ShareDialog | null>(null);
  const [opening, setOpening] = useState(false);
  const [linked, setLinked] = useState<LinkedReview | null>(null);
  useWhenNearViewport(section, testimonials.request);

  const prefetch = () => void loadShareDialog().catch(() => undefined);
  const open = (component: ShareDialog) => {
    setDialog(() => component);
    setSharing(true);
  };
  const failed = () => notify.error('The review form could not be opened. Please try again.');
  const share = () => {
    setOpening(true);
    loadShareDialog()
      .then(open)
      .catch(failed)
      .finally(() => setOpening(false));
  };
  const shareIfPressedEarlier = useEffectEvent(() => {
    if (takePendingAction(SHARE_EXPERIENCE_ACTION)) loadShareDialog().then(open).catch(failed);
  });
  useEffect(() => shareIfPressedEarlier(), []);
  const shareFromReviewLink = useEffectEvent(() => {
    const request = takeReviewLinkRequest();
    if (!request) return;
    const { token } = request;
    const values = prefillOf(token).catch(() => null);
    Promise.all([loadShareDialog(), values])
      .then(([component, prefill]) => {
        if (token && prefill) setLinked({ token, prefill });
        open(component);
      })
      .catch(failed);
  });
  useEffect(() => shareFromReviewLink(), []);

  return (
    <TestimonialsFrame
      sectionRef={setSection}
      action={
        <Button
          variant="secondary"
          onClick={share}
          onPointerEnter={prefetch}
          onFocus={prefetch}
          busy={opening}
          busyLabel={SHARE_EXPERIENCE_BUSY_LABEL}
        >
          {SHARE_EXPERIENCE_LABEL}
        </Button>
      }
    >
      {testimonials.status === 'ready' ? (
        <TestimonialCarousel items={testimonials.items} />
      ) : (
        <TestimonialsLoading />
      )}
      {Dialog && (
        <Dialog
          open={sharing}
          onOpenChange={setSharing}
          onSubmitted={testimonials.reload}
          prefill={linked?.prefill}
          submit={linked ? (form) => submitTestimonialFromLink(linked.token, form) : undefined}
        />
      )}
    </TestimonialsFrame>
  );
}
