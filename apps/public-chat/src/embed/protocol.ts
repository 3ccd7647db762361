/**
 * The postMessage protocol between the embed loader (on the host page) and the public-chat app
 * (in the loader's iframe). Both sides import this file, so the message shapes cannot drift.
 *
 * The loader tells the app which origin embeds it in the iframe URL's hash (`#embedder=...`); the
 * app posts only to that origin and accepts commands only from it and from its parent window. The
 * loader accepts messages only from the iframe's origin and window.
 */

/** Marks our messages among everything else a page may post. */
export const MESSAGE_SOURCE = 'parley-public-chat';

/** The hash parameter of the iframe URL that carries the host page's origin. */
export const EMBEDDER_ORIGIN_PARAM = 'embedder';

/** What the app tells the loader: loaded, an answer finished, the visitor pressed Escape. */
export const appMessageTypes = ['ready', 'answer-finished', 'close-request'] as const;
export type AppMessageType = (typeof appMessageTypes)[number];

/** What the loader tells the app: the panel was opened, so focus the message input. */
export const loaderMessageTypes = ['focus'] as const;
export type LoaderMessageType = (typeof loaderMessageTypes)[number];

export interface WidgetMessage<Type extends string> {
  source: typeof MESSAGE_SOURCE;
  type: Type;
}

export function widgetMessage<Type extends string>(type: Type): WidgetMessage<Type> {
  return { source: MESSAGE_SOURCE, type };
}

/** The message type when `data` is one of ours with a type in `accepted`, else undefined. */
export function readWidgetMessage<Type extends string>(
  data: unknown,
  accepted: readonly Type[],
): Type | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { source, type } = data as Partial<WidgetMessage<string>>;
  if (source !== MESSAGE_SOURCE) return undefined;
  return accepted.find((candidate) => candidate === type);
}

/** The iframe URL of an endpoint's popup page, carrying the embedding page's origin. */
export function popupUrl(appOrigin: string, endpoint: string, embedderOrigin: string): string {
  const hash = new URLSearchParams({ [EMBEDDER_ORIGIN_PARAM]: embedderOrigin });
  return `${appOrigin}/public-chat/${encodeURIComponent(endpoint)}/true#${hash.toString()}`;
}

/** The embedding page's origin from a popup page's hash, when it is a plain http(s) origin. */
export function embedderOriginFrom(hash: string): string | undefined {
  const value = new URLSearchParams(hash.replace(/^#/, '')).get(EMBEDDER_ORIGIN_PARAM);
  if (!value) return undefined;
  try {
    const url = new URL(value);
    const isHttp = url.protocol === 'https:' || url.protocol === 'http:';
    return isHttp && url.origin === value ? value : undefined;
  } catch {
    return undefined;
  }
}
