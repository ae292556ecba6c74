import { PageFrame } from '@bbt/shared/ui';

export function BookTourPage() {
  return (
    <PageFrame
      title="Book an Island Tour"
      intro={<p>Tell us where you would like to go and we will prepare your private tour.</p>}
    />
  );
}
