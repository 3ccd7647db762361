/** Where the app serves the release notes; same origin, so the link works offline too. */
export const RELEASE_NOTES_PATH = '/release-notes';
