/**
 * The embed loader, `/public-chat/embed.js`: one script tag on a third-party page draws the chat
 * launcher and publishes `window.Parley` (open, close, toggle, on). Plain TypeScript with no
 * dependencies and no other global (ARCHITECTURE section 9).
 */
import { readEmbedConfig } from './embed-config';
import { mountWidget } from './widget';
import type { WidgetController } from './widget';

declare global {
  interface Window {
    Parley?: WidgetController;
  }
}

/** `currentScript` is only set while the script first runs; the selector covers other cases. */
const script =
  document.currentScript instanceof HTMLScriptElement
    ? document.currentScript
    : document.querySelector<HTMLScriptElement>('script[src*="/public-chat/embed.js"]');

function start(tag: HTMLScriptElement) {
  if (window.Parley) {
    console.warn('Parley: the chat widget is already on this page; this script tag is ignored.');
    return;
  }
  const { config, warnings } = readEmbedConfig(tag);
  for (const warning of warnings) console.error(`Parley: ${warning}`);
  if (!config) return;
  window.Parley = mountWidget(config);
}

if (!script) {
  console.error('Parley: embed.js could not find its own script tag.');
} else if (document.body) {
  start(script);
} else {
  document.addEventListener('DOMContentLoaded', () => start(script), { once: true });
}
