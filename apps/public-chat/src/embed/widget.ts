import type { EmbedConfig } from './embed-config';
import { createLauncherIcon } from './launcher-icon';
import { appMessageTypes, popupUrl, readWidgetMessage, widgetMessage } from './protocol';
import type { LoaderMessageType } from './protocol';
import { readableForeground } from './readable-foreground';
import { createWidgetEvents } from './widget-events';
import type { WidgetEventHandler } from './widget-events';
import { widgetStyles } from './widget-styles';
import { widgetText } from './widget-text';

/** The page-facing API, published as `window.Parley`. */
export interface WidgetController {
  open(): void;
  close(): void;
  toggle(): void;
  on(event: string, handler: WidgetEventHandler): () => void;
}

const PANEL_ID = 'parley-chat-panel';

/**
 * Scoped styles without a `<style>` in the page: a constructed sheet adopted by the shadow root,
 * or, where adoption is unsupported, a `<style>` inside the shadow root.
 */
function applyStyles(shadow: ShadowRoot, view: Window & typeof globalThis): void {
  if ('adoptedStyleSheets' in shadow && typeof view.CSSStyleSheet === 'function') {
    try {
      const sheet = new view.CSSStyleSheet();
      sheet.replaceSync(widgetStyles);
      shadow.adoptedStyleSheets = [sheet];
      return;
    } catch {
      // Constructable stylesheets missing: fall through to a scoped <style>.
    }
  }
  const style = view.document.createElement('style');
  style.textContent = widgetStyles;
  shadow.append(style);
}

/**
 * Draws the launcher and, on first open, the chat iframe, inside a shadow root on one host
 * element appended to the page's body. The iframe is kept (only hidden) after closing, so the
 * conversation survives.
 */
export function mountWidget(
  config: EmbedConfig,
  view: Window & typeof globalThis = window,
): WidgetController {
  const { document } = view;
  const text = widgetText[config.language];
  const events = createWidgetEvents((message, error) => view.console.error(message, error));

  const host = document.createElement('div');
  host.setAttribute('data-parley-widget', config.endpoint);
  // Inline and important: beats any page rule, so no inherited style reaches the shadow tree.
  host.style.setProperty('all', 'initial', 'important');
  const shadow = host.attachShadow({ mode: 'open' });
  applyStyles(shadow, view);

  const launcher = document.createElement('button');
  launcher.type = 'button';
  launcher.className = `launcher ${config.position}`;
  launcher.setAttribute('aria-controls', PANEL_ID);
  // The label's language, whatever the host page's: a screen reader pronounces it right.
  launcher.lang = config.language;
  launcher.style.setProperty('--parley-launcher-bg', config.color);
  launcher.style.setProperty('--parley-launcher-fg', readableForeground(config.color));
  const icon = createLauncherIcon(document);
  launcher.append(icon.svg);

  const panel = document.createElement('div');
  panel.id = PANEL_ID;
  panel.className = `panel ${config.position}`;
  panel.hidden = true;

  shadow.append(panel, launcher);

  let frame: HTMLIFrameElement | undefined;
  let appIsReady = false;
  let isOpen = false;

  function showState() {
    launcher.setAttribute('aria-expanded', String(isOpen));
    launcher.setAttribute('aria-label', isOpen ? text.closeChat : text.openChat);
    icon.show(isOpen ? 'close' : 'chat');
    panel.hidden = !isOpen;
  }

  function post(type: LoaderMessageType) {
    frame?.contentWindow?.postMessage(widgetMessage(type), config.appOrigin);
  }

  function ensureFrame(): HTMLIFrameElement {
    if (frame) return frame;
    frame = document.createElement('iframe');
    frame.title = text.chat;
    frame.lang = config.language;
    frame.src = popupUrl(config.appOrigin, config.endpoint, view.location.origin);
    // The chat's copy buttons write to the clipboard.
    frame.allow = 'clipboard-write';
    panel.append(frame);
    return frame;
  }

  function open({ moveFocus }: { moveFocus: boolean }) {
    if (isOpen) return;
    isOpen = true;
    const opened = ensureFrame();
    showState();
    if (moveFocus) {
      opened.focus();
      if (appIsReady) post('focus');
    }
    events.emit('open');
  }

  function close() {
    if (!isOpen) return;
    // Focus inside the shadow tree (the launcher or the iframe) shows as the host element.
    const focusWasInside = document.activeElement === host;
    isOpen = false;
    showState();
    if (focusWasInside) launcher.focus();
    events.emit('close');
  }

  const toggle = () => (isOpen ? close() : open({ moveFocus: true }));

  launcher.addEventListener('click', toggle);
  shadow.addEventListener('keydown', (event) => {
    if ((event as KeyboardEvent).key === 'Escape' && isOpen) close();
  });

  view.addEventListener('message', (event: MessageEvent) => {
    const frameWindow = frame?.contentWindow;
    if (!frameWindow || event.source !== frameWindow || event.origin !== config.appOrigin) return;
    const type = readWidgetMessage(event.data, appMessageTypes);
    if (type === 'ready') {
      appIsReady = true;
      if (isOpen && document.activeElement === host) post('focus');
      events.emit('ready');
    } else if (type === 'answer-finished') {
      events.emit('answer-finished');
    } else if (type === 'close-request') {
      close();
    }
  });

  showState();
  document.body.append(host);
  if (config.openOnLoad) open({ moveFocus: false });

  return {
    open: () => open({ moveFocus: true }),
    close,
    toggle,
    on: events.on,
  };
}
