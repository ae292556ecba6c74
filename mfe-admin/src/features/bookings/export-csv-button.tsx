import { countLabel, formatCount } from '@bbt/shared/domain';
import { Button, notify } from '@bbt/shared/ui';
import { useState } from 'react';

import { fetchAllMatchingBookings } from '../../data/bookings-api';
import type { BookingsQuery } from '../../data/bookings-request';
import { saveDownload } from '../../lib/save-download';
import styles from './bookings.module.css';

export interface ExportCsvButtonProps {
  query: BookingsQuery;
  /** How many bookings match (0 disables the export). */
  total: number;
}

/**
 * Export CSV (BOOKINGS_CSV_COLUMNS, formula injection neutralised by the shared builder) of every
 * booking matching the current search and filter, read a page at a time, not just the visible page.
 */
export function ExportCsvButton({ query, total }: ExportCsvButtonProps) {
  const [progress, setProgress] = useState<{ loaded: number; total: number } | null>(null);

  const exportRows = async () => {
    setProgress({ loaded: 0, total });
    try {
      const [rows, { bookingsCsvDownload }] = await Promise.all([
        fetchAllMatchingBookings(query, (loaded, of) => setProgress({ loaded, total: of })),
        import('../../lib/csv-builders'),
      ]);
      const download = bookingsCsvDownload(rows, new Date());
      saveDownload(download);
      notify.success(
        `Exported ${countLabel(rows.length, 'booking', 'bookings')} to ${download.fileName}`,
      );
    } catch (error) {
      console.error('[mfe-admin] CSV export failed', error);
      notify.error('Could not export the bookings. Please try again.');
    } finally {
      setProgress(null);
    }
  };

  const busy = progress !== null;
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => void exportRows()}
        disabled={total === 0 && !busy}
        busy={busy}
        busyLabel="Exporting…"
      >
        Export CSV
      </Button>
      <span className={styles.exportProgress} role="status">
        {busy
          ? `Preparing ${formatCount(progress.loaded)} of ${countLabel(progress.total, 'booking', 'bookings')}…`
          : ''}
      </span>
    </>
  );
}
