// The CSV builders and papaparse, loaded by a dynamic import when an export is asked for: the
// pages that offer an export do not evaluate them on every visit.
export { bookingsCsvDownload, dispatchDayCsvDownload } from '@bbt/shared/domain';
