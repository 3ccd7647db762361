/** The words the markdown renderer shows or announces. */
export const markdownMessages = {
  copyCode: 'Copy code',
  /** chat-spec section 8. */
  copied: 'Copied to clipboard',
  copyFailed: 'Could not copy to the clipboard',
  /** The header of a fenced code block that names no language. */
  plainCodeLabel: 'text',
  /** The name of a table's scrolling area, reachable by keyboard on narrow screens. */
  tableRegion: 'Table',
  /** What an image without alt text is called, so a screen reader still announces something. */
  imageFallbackAlt: 'Image',
  taskDone: 'Done',
  taskOpen: 'Not done',
} as const;
