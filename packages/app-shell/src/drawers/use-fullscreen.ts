import { useCallback, useEffect, useState } from 'react';
import { logger } from '@parley/api-client';

function isDocumentFullscreen() {
  return document.fullscreenElement !== null && document.fullscreenElement !== undefined;
}

/**
 * The page's fullscreen state and a toggle (the Fullscreen API). The state follows
 * `fullscreenchange`, so leaving fullscreen with Esc or the browser's own control is seen too.
 */
export function useFullscreen() {
  const [isFullscreen, setIsFullscreen] = useState(isDocumentFullscreen);

  useEffect(() => {
    const follow = () => setIsFullscreen(isDocumentFullscreen());
    document.addEventListener('fullscreenchange', follow);
    return () => document.removeEventListener('fullscreenchange', follow);
  }, []);

  const toggleFullscreen = useCallback(() => {
    const change = isDocumentFullscreen()
      ? document.exitFullscreen()
      : document.documentElement.requestFullscreen();
    // A browser may refuse (no user gesture, an iframe without permission): nothing to undo.
    change?.catch((error: unknown) => logger.warn('Fullscreen change refused', error));
  }, []);

  return { isFullscreen, toggleFullscreen };
}
