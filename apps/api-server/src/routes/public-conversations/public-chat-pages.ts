import type { AppContext } from '../../app-context';
import { findAllowedOrigins } from '../../db/queries/public-chat';
import { frameAncestorsPolicy } from '../../domain/public-endpoint';
import type { PageSourcesFor } from '../../http/static-apps';

/** `/public-chat/{endpoint}` and `/public-chat/{endpoint}/true`: the endpoint is the first segment. */
function endpointOf(pagePath: string): string | undefined {
  const segment = /^\/public-chat\/([^/]+)/.exec(pagePath)?.[1];
  if (!segment) return undefined;
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

const anyFrameAncestor = 'frame-ancestors *';

/**
 * The framing policy of the public-chat pages (ARCHITECTURE section 9): the server's own pages and
 * the endpoint's allowed origins may frame them. An unknown or switched-off endpoint's page only
 * says the chat is not available, so any site may frame it: a widget left on a page after its
 * endpoint was switched off shows that page instead of the browser's refusal. A server still
 * starting allows only its own pages.
 */
export function publicChatPageSources(context: AppContext): PageSourcesFor {
  return async (pagePath) => {
    const endpoint = endpointOf(pagePath);
    if (!endpoint || context.status !== 'ok') return { frameAncestors: frameAncestorsPolicy([]) };
    const origins = await findAllowedOrigins(context.services.db, endpoint);
    return { frameAncestors: origins ? frameAncestorsPolicy(origins) : anyFrameAncestor };
  };
}
