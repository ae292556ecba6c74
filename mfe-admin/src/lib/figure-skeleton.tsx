import { Skeleton } from '@bbt/shared/ui';

/**
 * A StatTile's value while it loads: exactly one line of the figure (1.1em is the value's
 * line-height), so the tile keeps its height when the number arrives.
 */
export function FigureSkeleton({ width }: { width: string }) {
  return <Skeleton height="1.1em" width={width} />;
}
