import type { PublicChatLinks } from './agent-public-chat-form';

/**
 * The public chat's address and the widget's script tag (apps/public-chat README, "Embedding the
 * chat"), on the origin that serves the console: the server serves both apps on one origin.
 */
export function publicChatLinks(origin: string, endpoint: string): PublicChatLinks {
  const key = encodeURIComponent(endpoint);
  return {
    url: `${origin}/public-chat/${key}`,
    snippet: `<script src="${origin}/public-chat/embed.js" data-endpoint="${key}" async></script>`,
  };
}
