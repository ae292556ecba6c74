/** Saves text as a file (an .ics for 'Add to calendar'), the way a download link would. */
export function downloadFile(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Long enough for the browser to start the download from it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
