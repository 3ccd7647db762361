import { userEvent } from '@testing-library/user-event';
import { within } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EmbedConfig } from './embed-config';
import { widgetMessage } from './protocol';
import { mountWidget } from './widget';

const APP_ORIGIN = 'https://chat.example.com';

const config: EmbedConfig = {
  endpoint: 'parley-demo',
  position: 'bottom-right',
  color: '#784FD3',
  openOnLoad: false,
  appOrigin: APP_ORIGIN,
  language: 'en',
};

function mount(overrides: Partial<EmbedConfig> = {}) {
  const controller = mountWidget({ ...config, ...overrides });
  const host = document.querySelector<HTMLElement>('[data-parley-widget]');
  if (!host?.shadowRoot) throw new Error('The widget drew no shadow root.');
  const shadow = within(host.shadowRoot as unknown as HTMLElement);
  return {
    controller,
    host,
    launcher: () => shadow.getByRole('button'),
    frame: () => host.shadowRoot?.querySelector('iframe') ?? null,
  };
}

/**
 * jsdom gives iframes inside a shadow root no window (browsers do): lend the widget's iframe the
 * window of an iframe in the light DOM, so messages can come from it.
 */
function lendWindowTo(frame: HTMLIFrameElement | null): Window {
  const donor = document.createElement('iframe');
  document.body.append(donor);
  const frameWindow = donor.contentWindow;
  if (!frame || !frameWindow) throw new Error('No iframe to lend a window to.');
  Object.defineProperty(frame, 'contentWindow', { value: frameWindow });
  return frameWindow;
}

function postFromFrame(type: string, options: { origin?: string; source?: Window | null }) {
  window.dispatchEvent(
    new MessageEvent('message', {
      data: widgetMessage(type),
      origin: options.origin ?? APP_ORIGIN,
      source: options.source ?? null,
    }),
  );
}

afterEach(() => document.body.replaceChildren());

describe('the embed launcher', () => {
  it('is a real button labelled "Open chat", collapsed, controlling the chat panel', () => {
    const { host, launcher } = mount();
    expect(launcher().tagName).toBe('BUTTON');
    expect(launcher()).toHaveAccessibleName('Open chat');
    expect(launcher()).toHaveAttribute('aria-expanded', 'false');
    const panelId = launcher().getAttribute('aria-controls') ?? '';
    expect(host.shadowRoot?.getElementById(panelId)).toBeTruthy();
  });

  it('opens the chat from the keyboard: an iframe titled "Chat" on the popup path', async () => {
    const user = userEvent.setup();
    const { launcher, frame } = mount();
    launcher().focus();
    await user.keyboard('{Enter}');
    expect(launcher()).toHaveAccessibleName('Close chat');
    expect(launcher()).toHaveAttribute('aria-expanded', 'true');
    expect(frame()).toHaveAttribute('title', 'Chat');
    expect(frame()?.src).toBe(
      `${APP_ORIGIN}/public-chat/parley-demo/true#embedder=${encodeURIComponent(window.location.origin)}`,
    );
  });

  it('speaks Arabic for an Arabic visitor: "فتح المحادثة", then "إغلاق المحادثة" and the iframe "المحادثة"', async () => {
    const user = userEvent.setup();
    const { launcher, frame } = mount({ language: 'ar' });
    expect(launcher()).toHaveAccessibleName('فتح المحادثة');
    expect(launcher()).toHaveAttribute('lang', 'ar');
    await user.click(launcher());
    expect(launcher()).toHaveAccessibleName('إغلاق المحادثة');
    expect(frame()).toHaveAttribute('title', 'المحادثة');
  });

  it('creates the iframe only when first opened, so host pages do not load the app up front', () => {
    const { frame } = mount();
    expect(frame()).toBeNull();
  });

  it('moves focus into the chat when opened from the launcher', async () => {
    const user = userEvent.setup();
    const { host, launcher, frame } = mount();
    await user.click(launcher());
    expect(host.shadowRoot?.activeElement).toBe(frame());
  });

  it('closes on Escape on the launcher and hides the panel', async () => {
    const user = userEvent.setup();
    const { launcher, frame } = mount();
    await user.click(launcher());
    launcher().focus();
    await user.keyboard('{Escape}');
    expect(launcher()).toHaveAttribute('aria-expanded', 'false');
    expect(frame()?.parentElement).not.toBeVisible();
  });

  it('closes from the launcher and keeps the iframe, so the conversation survives', async () => {
    const user = userEvent.setup();
    const { host, launcher, frame } = mount();
    await user.click(launcher());
    const opened = frame();
    await user.click(launcher());
    expect(host.shadowRoot?.activeElement).toBe(launcher());
    expect(frame()).toBe(opened);
  });

  it('opens on load with data-open="true" without taking focus from the page', () => {
    const { launcher } = mount({ openOnLoad: true });
    expect(launcher()).toHaveAttribute('aria-expanded', 'true');
    expect(document.activeElement).toBe(document.body);
  });

  it('sits in the corner data-position names', () => {
    const { launcher } = mount({ position: 'bottom-left' });
    expect(launcher()).toHaveClass('bottom-left');
  });
});

describe('the embed API and messages', () => {
  it('emits open and close to handlers registered with on(), which can unsubscribe', () => {
    const { controller } = mount();
    const seen: string[] = [];
    const stop = controller.on('open', () => seen.push('open'));
    controller.on('close', () => seen.push('close'));
    controller.toggle();
    controller.close();
    stop();
    controller.open();
    expect(seen).toEqual(['open', 'close']);
  });

  it('refuses an unknown event name, naming it and the events it knows', () => {
    const { controller } = mount();
    expect(() => controller.on('opened', () => undefined)).toThrow(
      'Parley.on: unknown event "opened"; expected one of ready, open, close, answer-finished.',
    );
  });

  it('forwards ready and answer-finished from the iframe', () => {
    const { controller, frame } = mount();
    controller.open();
    const seen: string[] = [];
    controller.on('ready', () => seen.push('ready'));
    controller.on('answer-finished', () => seen.push('answer-finished'));
    const frameWindow = lendWindowTo(frame());
    postFromFrame('ready', { source: frameWindow });
    postFromFrame('answer-finished', { source: frameWindow });
    expect(seen).toEqual(['ready', 'answer-finished']);
  });

  it('ignores messages from another origin, even from the iframe window', () => {
    const { controller, frame } = mount();
    controller.open();
    const ready = vi.fn();
    controller.on('ready', ready);
    postFromFrame('ready', { origin: 'https://evil.example', source: lendWindowTo(frame()) });
    expect(ready).not.toHaveBeenCalled();
  });

  it('ignores messages from another window, even with the app origin', () => {
    const { controller, frame } = mount();
    controller.open();
    lendWindowTo(frame());
    const ready = vi.fn();
    controller.on('ready', ready);
    postFromFrame('ready', { source: window });
    expect(ready).not.toHaveBeenCalled();
  });

  it('closes when the app asks (Escape inside the iframe) and returns focus to the launcher', () => {
    const { controller, host, launcher, frame } = mount();
    controller.open();
    postFromFrame('close-request', { source: lendWindowTo(frame()) });
    expect(launcher()).toHaveAttribute('aria-expanded', 'false');
    expect(host.shadowRoot?.activeElement).toBe(launcher());
  });

  it('leaves focus where it is when the page closes the chat while focus is elsewhere', () => {
    const { controller } = mount();
    const pageButton = document.createElement('button');
    document.body.append(pageButton);
    controller.open();
    pageButton.focus();
    controller.close();
    expect(pageButton).toHaveFocus();
  });

  it('asks the app, at its origin only, to focus its input once it is ready', () => {
    const { controller, frame } = mount();
    controller.open();
    const frameWindow = lendWindowTo(frame());
    const postMessage = vi.spyOn(frameWindow, 'postMessage');
    postFromFrame('ready', { source: frameWindow });
    expect(postMessage).toHaveBeenCalledWith(widgetMessage('focus'), APP_ORIGIN);
  });

  it('keeps calling the other handlers when one throws', () => {
    const { controller } = mount();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const second = vi.fn();
    controller.on('open', () => {
      throw new Error('host bug');
    });
    controller.on('open', second);
    controller.open();
    expect(second).toHaveBeenCalled();
  });
});
