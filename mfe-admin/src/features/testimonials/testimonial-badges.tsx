import { Badge } from '@bbt/shared/ui';

import type { StaffTestimonial } from '../../data/testimonials-api';
import styles from './testimonials.module.css';

/** Approval, featured and the 'Verified ride' mark (set by the database for a real booking). */
export function TestimonialBadges({ testimonial }: { testimonial: StaffTestimonial }) {
  return (
    <span className={styles.badges}>
      {testimonial.is_approved ? (
        <Badge tone="success">Approved</Badge>
      ) : (
        <Badge tone="warning">Pending approval</Badge>
      )}
      {testimonial.is_featured && <Badge tone="info">Featured</Badge>}
      {testimonial.verified_booking === true && <Badge tone="neutral">Verified ride</Badge>}
    </span>
  );
}
