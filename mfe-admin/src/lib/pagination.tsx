import { formatCount } from '@bbt/shared/domain';
import { Button, Icon } from '@bbt/shared/ui';
import { useId } from 'react';

import styles from './admin.module.css';

export interface PaginationProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  pageSize?: number;
  pageSizes?: readonly number[];
  onPageSize?: (size: number) => void;
  /** What is being paged, for the labels ('bookings'). */
  noun: string;
}

/** Previous/next (and first/last) page buttons, 'Page 3 of 81', and an optional page size. */
export function Pagination({
  page,
  pageCount,
  onPage,
  pageSize,
  pageSizes,
  onPageSize,
  noun,
}: PaginationProps) {
  const sizeId = useId();
  const isFirst = page <= 1;
  const isLast = page >= pageCount;
  return (
    <nav className={styles.pagination} aria-label={`Pages of ${noun}`}>
      <div className={styles.pageButtons}>
        <Button variant="secondary" size="sm" disabled={isFirst} onClick={() => onPage(1)}>
          First
        </Button>
        <Button variant="secondary" size="sm" disabled={isFirst} onClick={() => onPage(page - 1)}>
          <Icon name="chevronLeft" /> Previous
        </Button>
        <span className={styles.pageLabel} aria-current="page">
          Page {formatCount(page)} of {formatCount(pageCount)}
        </span>
        <Button variant="secondary" size="sm" disabled={isLast} onClick={() => onPage(page + 1)}>
          Next <Icon name="chevronRight" />
        </Button>
        <Button variant="secondary" size="sm" disabled={isLast} onClick={() => onPage(pageCount)}>
          Last
        </Button>
      </div>
      {pageSize !== undefined && pageSizes && onPageSize && (
        <div className={styles.pageSize}>
          <label htmlFor={sizeId}>Rows per page</label>
          <select
            id={sizeId}
            className={styles.control}
            value={pageSize}
            onChange={(event) => onPageSize(Number(event.target.value))}
          >
            {pageSizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
      )}
    </nav>
  );
}
