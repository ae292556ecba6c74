import { PageFrame } from '@bbt/shared/ui';

export function BookNightOutPage() {
  return (
    <PageFrame
      title="Book a Night Out"
      intro={<p>Dinner, a show or Oistins on a Friday: we drive you there and bring you home.</p>}
    />
  );
}
