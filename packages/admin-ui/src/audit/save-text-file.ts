/**
 * Saves `text` as a download named `fileName`: an object URL handed to a link with `download`,
 * clicked programmatically. The bytes come through the api (which adds the bearer token a plain
 * link could not send), so the browser's own download of the URL is not an option.
 */
export function saveTextFile(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers: give it a moment to start.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
