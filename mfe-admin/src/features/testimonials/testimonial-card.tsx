import { Button, formatInstant, Icon } from '@bbt/shared/ui';

import { RatingStars } from '../../lib/rating-stars';
import type { StaffTestimonial } from '../../data/testimonials-api';
import { TestimonialBadges } from './testimonial-badges';
import styles from './testimonials.module.css';

export interface TestimonialCardProps {
  testimonial: StaffTestimonial;
  busy: boolean;
  onApprove: (approve: boolean) => void;
  onFeature: (feature: boolean) => void;
  onView: () => void;
  onDelete: () => void;
}

export function TestimonialCard({
  testimonial,
  busy,
  onApprove,
  onFeature,
  onView,
  onDelete,
}: TestimonialCardProps) {
  const name = testimonial.customer_name;
  return (
    <li
      className={`${styles.card} ${testimonial.is_approved ? '' : styles.pending} ${busy ? styles.busy : ''}`}
      aria-busy={busy || undefined}
    >
      <div className={styles.head}>
        <div>
          <h3 className={styles.name}>{name}</h3>
          <span className={styles.meta}>
            {[testimonial.customer_location, testimonial.service_used]
              .filter(Boolean)
              .join(' · ') || 'No location or service given'}
          </span>
        </div>
        <RatingStars rating={testimonial.rating} className={styles.stars} />
      </div>
      <TestimonialBadges testimonial={testimonial} />
      <p className={styles.text}>{testimonial.testimonial_text}</p>
      <span className={styles.meta}>Submitted {formatInstant(testimonial.created_at)}</span>
      <div className={styles.actions}>
        {testimonial.is_approved ? (
          <Button
            variant="secondary"
            size="sm"
            disabled={busy}
            aria-label={`Unapprove the testimonial by ${name}`}
            onClick={() => onApprove(false)}
          >
            Unapprove
          </Button>
        ) : (
          <Button
            size="sm"
            disabled={busy}
            aria-label={`Approve the testimonial by ${name}`}
            onClick={() => onApprove(true)}
          >
            <Icon name="check" aria-hidden="true" /> Approve
          </Button>
        )}
        <Button
          variant="secondary"
          size="sm"
          disabled={busy}
          aria-label={`${testimonial.is_featured ? 'Unfeature' : 'Feature'} the testimonial by ${name}`}
          onClick={() => onFeature(!testimonial.is_featured)}
        >
          <Icon name="star" aria-hidden="true" />{' '}
          {testimonial.is_featured ? 'Unfeature' : 'Feature'}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-label={`View details of the testimonial by ${name}`}
          onClick={onView}
        >
          View details
        </Button>
        <Button
          variant="ghost"
          size="sm"
          disabled={busy}
          aria-label={`Delete the testimonial by ${name}`}
          onClick={onDelete}
        >
          <Icon name="trash" aria-hidden="true" /> Delete
        </Button>
      </div>
    </li>
  );
}
