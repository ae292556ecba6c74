import { paths, SITE } from '@bbt/shared';
import { PageFrame } from '@bbt/shared/ui';
import { Link, useParams } from 'react-router-dom';

import { findService, SERVICES } from '../services/services-data';
import { ServicesGrid } from '../services/services-grid';

/** /gig/:id, ids 1 to 8 (SPEC section 2, Services). */
export function GigPage() {
  const { id } = useParams();
  const service = findService(id);
  if (!service) {
    return (
      <PageFrame
        title="Service Not Found"
        intro={<p>We do not offer a service at this address.</p>}
      >
        <Link className="btn btn--primary" to={paths.home}>
          Back to home
        </Link>
      </PageFrame>
    );
  }
  const others = SERVICES.filter((other) => other.id !== service.id).slice(0, 3);
  return (
    <PageFrame title={service.title} intro={<p>{service.description}</p>}>
      <p>
        <strong>{service.priceText}</strong> · {service.duration}
      </p>
      <p>
        <Link className="btn btn--primary" to={service.book.to}>
          {service.book.label}
        </Link>{' '}
        <a className="btn btn--secondary" href={`tel:${SITE.phoneE164}`}>
          Call {SITE.phoneDisplay}
        </a>
      </p>
      <p>
        <Link to={paths.refundPolicy}>Read our refund policy</Link>
      </p>
      <section aria-labelledby="other-services">
        <h2 id="other-services">Other services</h2>
        <ServicesGrid services={others} />
      </section>
    </PageFrame>
  );
}
