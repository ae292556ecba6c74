import { Icon } from '@bbt/shared/ui';

/** 'Rated 4 out of 5' for screen readers; five stars, filled up to the rating, for the eye. */
export function RatingStars({ rating, className }: { rating: number; className?: string }) {
  return (
    <span className={className} role="img" aria-label={`Rated ${rating} out of 5`}>
      {[1, 2, 3, 4, 5].map((star) => (
        <Icon
          key={star}
          name="star"
          aria-hidden="true"
          style={{ opacity: star <= rating ? 1 : 0.25 }}
        />
      ))}
    </span>
  );
}
