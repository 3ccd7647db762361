import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  makeStore,
  noMoreDataReceived,
  questionStarted,
  streamRequestRejected,
} from '@parley/api-client';
import { connectToEmbedder } from './embedder-bridge';
import { widgetMessage } from './embed/protocol';

const HOST_ORIGIN = 'https://shop.example.org';

/** The host page's window, as the iframe sees it: a real jsdom window standing in for the parent. */
function hostWindow(): Window {
  const frame = document.createElement('iframe');
  document.body.append(frame);
  if (!frame.contentWindow) throw new Error('jsdom gave the iframe no window.');
  return frame.contentWindow;
}

function connect(hash = `#embedder=${encodeURIComponent(HOST_ORIGIN)}`) {
  window.location.hash = hash;
  const parent = hostWindow();
  const postMessage = vi.spyOn(parent, 'postMessage').mockImplementation(() => undefined);
  const store = makeStore({ reducers: {} });
  disconnect = connectToEmbedder(store, window, parent);
  return { parent, postMessage, store };
}

let disconnect = () => {};
afterEach(() => {
  disconnect();
  document.body.replaceChildren();
  window.location.hash = '';
});

function fromHost(parent: Window, type: string, origin = HOST_ORIGIN) {
  window.dispatchEvent(
    new MessageEvent('message', { data: widgetMessage(type), origin, source: parent }),
  );
}

describe('the popup page inside the embed loader', () => {
  it('tells the host page it is ready, at the embedding origin only', () => {
    const { postMessage } = connect();
    expect(postMessage).toHaveBeenCalledWith(widgetMessage('ready'), HOST_ORIGIN);
  });

  it('posts nothing when no embedding origin was given (the page opened on its own)', () => {
    const { postMessage } = connect('');
    expect(postMessage).not.toHaveBeenCalled();
  });

  it('reports answer-finished when a streamed answer ends', () => {
    const { postMessage, store } = connect();
    store.dispatch(questionStarted({ kind: 'public', question: 'Hi' }));
    store.dispatch(noMoreDataReceived());
    expect(postMessage).toHaveBeenLastCalledWith(widgetMessage('answer-finished'), HOST_ORIGIN);
  });

  it('does not report answer-finished for a question the server refused', () => {
    const { postMessage, store } = connect();
    store.dispatch(questionStarted({ kind: 'public', question: 'Hi' }));
    store.dispatch(streamRequestRejected({ status: 429, message: 'Too many messages.' }));
    expect(postMessage).not.toHaveBeenCalledWith(widgetMessage('answer-finished'), HOST_ORIGIN);
  });

  it('asks the host page to close the chat on Escape', () => {
    const { postMessage } = connect();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(postMessage).toHaveBeenLastCalledWith(widgetMessage('close-request'), HOST_ORIGIN);
  });

  it('leaves Escape to an open dialog', () => {
    const { postMessage } = connect();
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    document.body.append(dialog);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(postMessage).not.toHaveBeenCalledWith(widgetMessage('close-request'), HOST_ORIGIN);
  });

  it('focuses the message input when the host page opens the chat', () => {
    const { parent } = connect();
    const main = document.createElement('main');
    main.append(document.createElement('textarea'));
    document.body.append(main);
    fromHost(parent, 'focus');
    expect(document.activeElement).toBe(document.querySelector('textarea'));
  });

  it('focuses the message input once it appears when the chat is still loading', async () => {
    const { parent } = connect();
    fromHost(parent, 'focus');
    const main = document.createElement('main');
    const input = document.createElement('textarea');
    input.disabled = true;
    main.append(input);
    document.body.append(main);
    await Promise.resolve();
    expect(document.activeElement).not.toBe(input);
    input.disabled = false;
    await waitFor(() => expect(document.activeElement).toBe(input));
  });

  it('ignores commands from another origin or another window', () => {
    const { parent } = connect();
    document.body.append(document.createElement('main'));
    document.querySelector('main')?.append(document.createElement('textarea'));
    fromHost(parent, 'focus', 'https://evil.example');
    window.dispatchEvent(
      new MessageEvent('message', {
        data: widgetMessage('focus'),
        origin: HOST_ORIGIN,
        source: window,
      }),
    );
    expect(document.activeElement).toBe(document.body);
  });
});
