import { pageHeadAt } from '../../config/page-heads';
import { PageFrame } from '../page-frame';
import { PageBodySkeleton, PageSkeleton } from './page-skeleton';

/**
 * What the page at `pathname` shows before its remote has rendered it: its real head (title,
 * intro) over a loading body, or a skeleton when the head depends on data. The shell prerenders
 * this into the page's HTML and shows it while the remote loads, so the head paints once, before
 * any script runs, and stays where it is when the page arrives.
 */
export function PagePlaceholder({ pathname, status }: { pathname: string; status?: string }) {
  const head = pageHeadAt(pathname);
  if (!head) return <PageSkeleton status={status} />;
  return (
    <PageFrame title={head.title} intro={head.intro} note={head.note} wide={head.wide}>
      <PageBodySkeleton status={status} />
    </PageFrame>
  );
}
