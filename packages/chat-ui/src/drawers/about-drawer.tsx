import { useGetBuildInfoQuery } from '@parley/api-client';
import { AboutDrawerPanel } from './about-drawer-panel';

/** Where the server will serve the release notes; same origin, so it works offline too. */
export const RELEASE_NOTES_PATH = '/release-notes';

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
