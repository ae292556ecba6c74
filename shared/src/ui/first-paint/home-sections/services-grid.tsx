import { SERVICE_PRICE_TEXT, type ServiceId } from '../../../config/services';
import { paths } from '../../../routing/paths';
// The router through its package name: in a remote, the page's one router (a shared module).
import { Link } from '@bbt/shared/router';
import type { Illustration } from '../../illustrations/illustrations';

export interface ServiceCard {
  id: ServiceId;
  title: string;
  summary: string;
}

/** A service's picture, or null where the page has none to show (the card keeps its room). */
export type ServicePictureOf = (id: ServiceId) => Illustration | null;

export interface ServicesGridProps {
  services: readonly ServiceCard[];
  pictureOf: ServicePictureOf;
  headingLevel?: 2 | 3;
  /** Compact cards (three "other services" under a gig page). */
  compact?: boolean;
}

/** Marks a card's picture, so the shell can keep the data URI the HTML painted (service-pictures.ts). */
export const SERVICE_PICTURE_ATTRIBUTE = 'data-service-picture';

/** Service cards: picture, title, one sentence, the price text and a link to the gig page. */
export function ServicesGrid({
  services,
  pictureOf,
  headingLevel = 3,
  compact = false,
}: ServicesGridProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className={compact ? 'services-grid services-grid--compact' : 'services-grid'}>
      {services.map((service) => {
        const picture = pictureOf(service.id);
        return (
          <li key={service.id}>
            <article className="service-card">
              {picture ? (
                <img
                  className="service-card__picture"
                  src={picture.src}
                  width={picture.width}
                  height={picture.height}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  {...{ [SERVICE_PICTURE_ATTRIBUTE]: service.id }}
                />
              ) : (
                <span className="service-card__picture" aria-hidden="true" />
              )}
              <div className="service-card__body">
                <Heading className="service-card__title">
                  <Link className="service-card__link" to={paths.gig(service.id)}>
                    {service.title}
                  </Link>
                </Heading>
                {!compact && <p className="service-card__summary">{service.summary}</p>}
                <p className="service-card__price">{SERVICE_PRICE_TEXT}</p>
                <span className="service-card__more" aria-hidden="true">
                  View details →
                </span>
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
