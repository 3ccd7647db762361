import type { ChatStreamState } from '@parley/api-client';
import {
  embedderOriginFrom,
  loaderMessageTypes,
  readWidgetMessage,
  widgetMessage,
} from './embed/protocol';
import type { AppMessageType } from './embed/protocol';

interface StreamStore {
  getState(): { chatStream: ChatStreamState };
  subscribe(listener: () => void): () => void;
}

const MESSAGE_INPUT = 'main textarea:not([disabled])';

/**
 * The loader opened the chat: focus the message input. It may not be there yet (the page is still
 * loading the agent, the input waits for it), so watch the page until it is, unless the visitor
 * puts the focus somewhere first.
 */
function focusMessageInput(document: Document): void {
  const tryFocus = () => {
    const input = document.querySelector<HTMLElement>(MESSAGE_INPUT);
    input?.focus();
    return input !== null;
  };
  if (tryFocus()) return;
  const observer = new MutationObserver(() => {
    if (tryFocus()) stop();
  });
  const stop = () => {
    observer.disconnect();
    document.removeEventListener('focusin', stop);
  };
  observer.observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['disabled'],
  });
  document.addEventListener('focusin', stop);
}

/** An answer finished streaming: it ended or was stopped, rather than being refused. */
function answerFinished(before: ChatStreamState, after: ChatStreamState): boolean {
  return (
    before.streamingStatus === 'Streaming' &&
    after.streamingStatus !== 'Streaming' &&
    after.requestStatus !== 'Rejected'
  );
}

/**
 * The iframe side of the widget protocol (src/embed/protocol.ts). When the popup page runs inside
 * the embed loader's iframe, it tells the host page it is ready and when an answer finished, asks
 * it to close on Escape, and focuses its input when the loader opens it. It posts only to the
 * origin the loader named and listens only to that origin's parent window. Returns a disconnect.
 */
export function connectToEmbedder(
  store: StreamStore,
  view: Window = window,
  parent: Window = view.parent,
): () => void {
  const embedder = embedderOriginFrom(view.location.hash);
  if (!embedder || parent === view) return () => undefined;
  const post = (type: AppMessageType) => parent.postMessage(widgetMessage(type), embedder);

  let previous = store.getState().chatStream;
  const unsubscribe = store.subscribe(() => {
    const current = store.getState().chatStream;
    if (answerFinished(previous, current)) post('answer-finished');
    previous = current;
  });

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    // Escape closes an open dialog (the guidelines) first, not the whole chat.
    if (view.document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
    post('close-request');
  };
  const onMessage = (event: MessageEvent) => {
    if (event.source !== parent || event.origin !== embedder) return;
    if (readWidgetMessage(event.data, loaderMessageTypes) === 'focus') {
      focusMessageInput(view.document);
    }
  };
  view.addEventListener('keydown', onKeyDown);
  view.addEventListener('message', onMessage);
  post('ready');

  return () => {
    unsubscribe();
    view.removeEventListener('keydown', onKeyDown);
    view.removeEventListener('message', onMessage);
  };
}
