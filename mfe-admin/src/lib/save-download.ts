import type { CsvDownload } from '@bbt/shared/domain';

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
