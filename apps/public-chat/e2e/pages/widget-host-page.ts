import type { Page } from '@playwright/test';
import type { HostPageKind } from '../fixtures/host-pages';

/** The launcher's look as the visitor sees it, for comparing pages with and without hostile CSS. */
export interface LauncherLook {
  display: string;
  width: string;
  height: string;
  color: string;
  backgroundColor: string;
  fontSize: string;
  padding: string;
  borderRadius: string;
  iconDisplay: string;
}

/** A third-party page with the embed loader's script tag. */
export class WidgetHostPage {
  constructor(private readonly page: Page) {}

  async goto(origin: string, kind: HostPageKind = 'hostile') {
    await this.page.goto(`${origin}/${kind}`);
  }

  /** Playwright's role queries pierce the widget's open shadow root. */
  launcher(name: 'Open chat' | 'Close chat' = 'Open chat') {
    return this.page.getByRole('button', { name });
  }

  chatFrameElement() {
    return this.page.locator('[data-parley-widget] iframe[title="Chat"]');
  }

  chat() {
    return this.page.frameLocator('[data-parley-widget] iframe[title="Chat"]');
  }

  messageInput() {
    return this.chat().getByRole('textbox', { name: 'Message' });
  }

  events(): Promise<string[]> {
    return this.page.evaluate(() => (window as unknown as { widgetEvents: string[] }).widgetEvents);
  }

  launcherLook(): Promise<LauncherLook> {
    return this.page.locator('[data-parley-widget]').evaluate((host) => {
      const button = host.shadowRoot?.querySelector('button');
      const icon = button?.querySelector('svg');
      if (!button || !icon) throw new Error('The widget has no launcher.');
      const style = getComputedStyle(button);
      return {
        display: style.display,
        width: style.width,
        height: style.height,
        color: style.color,
        backgroundColor: style.backgroundColor,
        fontSize: style.fontSize,
        padding: style.padding,
        borderRadius: style.borderRadius,
        iconDisplay: getComputedStyle(icon).display,
      };
    });
  }

  /** The host page's own paragraph, to prove the widget left the page's styles alone. */
  hostTextStyle(): Promise<{ color: string; fontSize: string; fontFamily: string }> {
    return this.page.locator('#host-text').evaluate((element) => {
      const style = getComputedStyle(element);
      return { color: style.color, fontSize: style.fontSize, fontFamily: style.fontFamily };
    });
  }

  /** Stylesheets and style elements of the host document (the widget must add none). */
  documentStyleCount(): Promise<number> {
    return this.page.evaluate(() => document.styleSheets.length);
  }
}
