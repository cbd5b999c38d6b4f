/**
 * Saves a file the page made (issue 17: a chart's CSV or PNG, a page's CSV): a Blob behind an object URL, clicked
 * through a temporary <a download>. The URL is revoked a while later, not at once: some browsers read it after the
 * click returns (FileSaver.js waits 40 s for the same reason).
 */

const REVOKE_AFTER_MS = 40_000;

/** Downloads `blob` as `fileName`. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  }
}

/**
 * Downloads CSV text as `fileName` (`.csv` added when missing), UTF-8 with a byte order mark so that Excel reads
 * accents and non-Latin names correctly.
 */
export function downloadCsv(text: string, fileName: string): void {
  const name = /\.csv$/i.test(fileName) ? fileName : `${fileName}.csv`;
  downloadBlob(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }), name);
}
