import { PageFrame } from '@bbt/shared/ui';

export function AdminTestimonialsPage() {
  return (
    <PageFrame
      title="Manage Testimonials"
      intro={<p>Approve, feature and remove guest reviews.</p>}
    />
  );
}
