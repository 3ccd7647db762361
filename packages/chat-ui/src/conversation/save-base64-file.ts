/** Saves base64 `data` of MIME type `type` as a file named `fileName`, through an object URL. */
export function saveBase64File(data: string, type: string, fileName: string): void {
  const bytes = Uint8Array.from(atob(data), (character) => character.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // Revoking at once can cancel the download in some browsers: give it a moment to start.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
