import type { ReactNode } from 'react';

import {
  SERVICE_PRICE_TEXT,
  SERVICE_SUMMARIES,
  serviceTitle,
  type ServiceId,
} from '../../config/services';
import type { Illustration } from '../illustrations/illustrations';

export interface ServiceIntroProps {
  serviceId: ServiceId;
  /** Above the title: the way back to the list of services. */
  eyebrow: ReactNode;
  /** The service's picture; without one, its frame, sized, until it comes. */
  picture: Illustration | null;
}

/**
 * The top of a gig page: title, price, summary and picture. Styled by the global stylesheet and fed
 * from shared data only, so the shell prerenders it into the page's HTML and the page's remote
 * renders the very same thing over it.
 */
export function ServiceIntro({ serviceId, eyebrow, picture }: ServiceIntroProps) {
  return (
    <div className="service-intro">
      <div className="service-intro__text">
        <p className="service-intro__eyebrow">{eyebrow}</p>
        <h1 className="page__title">{serviceTitle(serviceId)}</h1>
        <p className="price-tag">{SERVICE_PRICE_TEXT}</p>
        <p className="service-intro__summary">{SERVICE_SUMMARIES[serviceId]}</p>
      </div>
      {picture ? (
        <img
          className="service-intro__picture"
          src={picture.src}
          width={picture.width}
          height={picture.height}
          alt={picture.alt}
          fetchPriority="high"
        />
      ) : (
        <div className="service-intro__picture" aria-hidden="true" />
      )}
    </div>
  );
}
