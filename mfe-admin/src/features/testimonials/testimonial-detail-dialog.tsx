import { mailtoHref } from '@bbt/shared/domain';
import { Button, Dialog, formatInstant } from '@bbt/shared/ui';

import { RatingStars } from '../../lib/rating-stars';
import type { StaffTestimonial } from '../../data/testimonials-api';
import { TestimonialBadges } from './testimonial-badges';
import styles from './testimonials.module.css';

export interface TestimonialDetailDialogProps {
  testimonial: StaffTestimonial | null;
  onClose: () => void;
}

/** Every field of a testimonial, including the author's e-mail (staff only; never public). */
export function TestimonialDetailDialog({ testimonial, onClose }: TestimonialDetailDialogProps) {
  return (
    <Dialog
      open={testimonial !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={testimonial ? `Testimonial by ${testimonial.customer_name}` : 'Testimonial'}
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      {testimonial && (
        <>
          <dl className={styles.facts}>
            <dt>Name</dt>
            <dd>{testimonial.customer_name}</dd>
            <dt>E-mail</dt>
            <dd>
              <a href={mailtoHref(testimonial.customer_email)}>{testimonial.customer_email}</a>
            </dd>
            <dt>Location</dt>
            <dd>{testimonial.customer_location || '—'}</dd>
            <dt>Service used</dt>
            <dd>{testimonial.service_used || '—'}</dd>
            <dt>Rating</dt>
            <dd>
              <RatingStars rating={testimonial.rating} className={styles.stars} />{' '}
              {testimonial.rating} / 5
            </dd>
            <dt>Status</dt>
            <dd>
              <TestimonialBadges testimonial={testimonial} />
            </dd>
            <dt>Submitted</dt>
            <dd>{formatInstant(testimonial.created_at)}</dd>
            <dt>Approved</dt>
            <dd>{testimonial.approved_at ? formatInstant(testimonial.approved_at) : 'Not yet'}</dd>
            <dt>Author</dt>
            <dd>{testimonial.user_id ? 'Signed-in customer' : 'Visitor (not signed in)'}</dd>
          </dl>
          <blockquote className={styles.quote}>{testimonial.testimonial_text}</blockquote>
        </>
      )}
    </Dialog>
  );
}
