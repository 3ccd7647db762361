import { ReleaseNotesScreen } from '@parley/chat-ui';

/** `/release-notes`, public, where the About drawer's "Release Notes" link goes; loaded when visited. */
export function ReleaseNotesPage() {
  return <ReleaseNotesScreen />;
}
