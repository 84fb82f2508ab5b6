/**
 * Saves a file the page already holds (fetched with the bearer token, so a plain link would not
 * do) through a temporary object URL.
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns: give the download a moment to start.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Saves text as a file of the given type (CSV by default). */
export function saveTextFile(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  saveBlob(new Blob([text], { type }), fileName);
}
