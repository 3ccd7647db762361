import { useGetBuildInfoQuery } from '@parley/api-client';
import { AboutDrawerPanel } from './about-drawer-panel';
import { RELEASE_NOTES_PATH } from './release-notes-path';

// Its own module, so the app's route table can name it without loading this drawer.
export { RELEASE_NOTES_PATH } from './release-notes-path';

export interface AboutDrawerProps {
  open: boolean;
  onClose: () => void;
  releaseNotesHref?: string;
}

/** The about drawer with the server's build info (fetched once, then served from the cache). */
export function AboutDrawer({
  open,
  onClose,
  releaseNotesHref = RELEASE_NOTES_PATH,
}: AboutDrawerProps) {
  const { data } = useGetBuildInfoQuery();
  return (
    <AboutDrawerPanel
      open={open}
      onClose={onClose}
      buildInfo={data}
      releaseNotesHref={releaseNotesHref}
    />
  );
}
