import { bookingsCsvDownload, countLabel, type CsvDownload } from '@bbt/shared/domain';
import { Button, notify } from '@bbt/shared/ui';
import { useState } from 'react';

import { fetchAllMatchingBookings } from '../../data/bookings-api';
import type { BookingsQuery } from '../../data/bookings-request';
import styles from './bookings.module.css';

/** Hands a file to the browser's download (an object URL on a temporary link). */
export function saveDownload(download: CsvDownload): void {
  const url = URL.createObjectURL(new Blob([download.content], { type: download.mimeType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = download.fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

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
      const rows = await fetchAllMatchingBookings(query, (loaded, of) =>
        setProgress({ loaded, total: of }),
      );
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
          ? `Preparing ${progress.loaded.toLocaleString('en-US')} of ${countLabel(progress.total, 'booking', 'bookings')}…`
          : ''}
      </span>
    </>
  );
}
