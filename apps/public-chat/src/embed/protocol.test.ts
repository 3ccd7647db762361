import { describe, expect, it } from 'vitest';
import {
  appMessageTypes,
  embedderOriginFrom,
  popupUrl,
  readWidgetMessage,
  widgetMessage,
} from './protocol';

describe('the widget protocol', () => {
  it('builds the popup URL with the embedding origin in the hash', () => {
    expect(popupUrl('https://chat.example.com', 'parley-demo', 'https://shop.example.org')).toBe(
      'https://chat.example.com/public-chat/parley-demo/true#embedder=https%3A%2F%2Fshop.example.org',
    );
  });

  it('reads the embedding origin back from the hash', () => {
    expect(embedderOriginFrom('#embedder=https%3A%2F%2Fshop.example.org')).toBe(
      'https://shop.example.org',
    );
  });

  it('ignores an embedder that is not a bare http(s) origin', () => {
    expect(embedderOriginFrom('')).toBeUndefined();
    expect(embedderOriginFrom('#embedder=*')).toBeUndefined();
    expect(embedderOriginFrom('#embedder=javascript%3Aalert(1)')).toBeUndefined();
    expect(embedderOriginFrom('#embedder=https%3A%2F%2Fshop.example.org%2Fpath')).toBeUndefined();
  });

  it('accepts only our messages of an expected type', () => {
    expect(readWidgetMessage(widgetMessage('ready'), appMessageTypes)).toBe('ready');
    expect(readWidgetMessage(widgetMessage('focus'), appMessageTypes)).toBeUndefined();
    expect(readWidgetMessage({ type: 'ready' }, appMessageTypes)).toBeUndefined();
    expect(readWidgetMessage('ready', appMessageTypes)).toBeUndefined();
  });
});
