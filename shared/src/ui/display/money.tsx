// Through the package name, not a relative path: `./ui` is bundled into each remote, and the
// settings store must be the page's one shared instance.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { useSiteSettings } from '@bbt/shared';

import { formatBbd, formatUsd } from '../format/money';
import styles from './display.module.css';

export interface MoneyProps {
  /** USD amount. */
  amount: number;
  className?: string;
}

/** Every price on the site: 'US$85 (BDS$170)', the BBD part following the site setting. */
export function Money({ amount, className }: MoneyProps) {
  const showBbd = useSiteSettings((settings) => settings.showBbd);
  return (
    <span className={className}>
      {formatUsd(amount)}
      {showBbd && <span className={styles.bbd}> ({formatBbd(amount)})</span>}
    </span>
  );
}
