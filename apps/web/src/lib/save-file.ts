/** Hands a fetched file to the browser: an object URL behind a temporary link with `download`. */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns; it is let go once they have.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
