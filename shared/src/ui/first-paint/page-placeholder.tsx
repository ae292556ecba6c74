import { pageHeadAt } from '../../config/routes/route-lookup';
import { HOME_SECTIONS } from '../../routing/paths';
import { Link } from '@bbt/shared/router';
import { serviceIdAt } from '../../config/services';
import type { Illustration } from '../illustrations/illustrations';
import { PageFrame } from '../page-frame';
import { PageBodySkeleton, PageSkeleton } from './page-skeleton';
import { ServiceIntro } from './service-intro';

export interface PagePlaceholderProps {
  pathname: string;
  /** What the loading body says to screen readers ('Loading…' by default). */
  status?: string;
  /** A gig page's picture, when the placeholder has it (the prerendered HTML does). */
  picture?: Illustration | null;
}

/**
 * What the page at `pathname` shows before its remote has rendered it: its real head (title,
 * intro; a gig page's title, summary and picture) over a loading body, or a skeleton when the
 * head depends on data. The shell prerenders this into the page's HTML and shows it while the
 * remote loads, so the head paints once, before any script runs, and stays where it is.
 */
export function PagePlaceholder({ pathname, status, picture = null }: PagePlaceholderProps) {
  const serviceId = serviceIdAt(pathname);
  if (serviceId) {
    return (
      <div className="container service-page">
        <ServiceIntro
          serviceId={serviceId}
          eyebrow={<Link to={`/#${HOME_SECTIONS.services}`}>Our services</Link>}
          picture={picture}
        />
        <PageBodySkeleton status={status} />
      </div>
    );
  }
  const head = pageHeadAt(pathname);
  if (!head) return <PageSkeleton status={status} />;
  return (
    <PageFrame head={head}>
      <PageBodySkeleton status={status} />
    </PageFrame>
  );
}
