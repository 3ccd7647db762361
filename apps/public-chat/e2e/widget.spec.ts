import { expect, test } from './fixtures/public-chat-test';
import { WidgetHostPage } from './pages/widget-host-page';

test('a visitor opens the widget with the keyboard on a hostile page, chats and closes it', async ({
  page,
  hostPages,
  expectAccessible,
}) => {
  const host = new WidgetHostPage(page);
  await host.goto(hostPages.allowedOrigin);

  await page.keyboard.press('Tab');
  await expect(host.launcher()).toBeFocused();
  await expect(host.launcher()).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');

  await expect(host.launcher('Close chat')).toHaveAttribute('aria-expanded', 'true');
  // The first visit may meet a cold server and browser: give the chat time to load.
  await expect(host.chat().getByRole('heading', { name: 'Parley Assistant' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(host.messageInput()).toBeFocused();
  await expect.poll(() => host.events()).toEqual(['open', 'ready']);
  await expectAccessible();

  await page.keyboard.type('Hello from the widget');
  await page.keyboard.press('Enter');
  await expect(host.chat().getByText('Hello from the widget').first()).toBeVisible();
  await expect.poll(() => host.events()).toContain('answer-finished');
  await expect(
    host
      .chat()
      .getByText(/offline/i)
      .first(),
  ).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(host.launcher('Open chat')).toBeFocused();
  await expect(host.chatFrameElement()).toBeHidden();
  await expect.poll(() => host.events()).toContain('close');
});

test("the host page's hostile CSS changes neither the launcher nor the chat frame", async ({
  page,
  hostPages,
}) => {
  const host = new WidgetHostPage(page);
  await host.goto(hostPages.allowedOrigin, 'plain');
  await expect(host.launcher()).toBeVisible();
  const plainLook = await host.launcherLook();

  await host.goto(hostPages.allowedOrigin, 'hostile');
  await expect(host.launcher()).toBeVisible();
  expect(await host.launcherLook()).toEqual(plainLook);
  expect(plainLook).toMatchObject({ display: 'flex', width: '56px', height: '56px' });

  await host.launcher().click();
  await expect(host.chatFrameElement()).toBeVisible();
  const frameBorder = await host
    .chatFrameElement()
    .evaluate((frame) => getComputedStyle(frame).borderTopWidth);
  expect(frameBorder).toBe('0px');
});

test("the widget leaves the host page's own styles and stylesheets as they were", async ({
  page,
  hostPages,
}) => {
  const host = new WidgetHostPage(page);
  await host.goto(hostPages.allowedOrigin, 'hostile-without-widget');
  const without = { text: await host.hostTextStyle(), sheets: await host.documentStyleCount() };

  await host.goto(hostPages.allowedOrigin, 'hostile');
  await host.launcher().click();
  await expect(host.chatFrameElement()).toBeVisible();
  expect({ text: await host.hostTextStyle(), sheets: await host.documentStyleCount() }).toEqual(
    without,
  );
  expect(
    await page.evaluate(() => Object.keys(window).filter((name) => /parley/i.test(name))),
  ).toEqual(['Parley']);
});

test('a page on an origin the endpoint does not allow cannot frame the chat', async ({
  page,
  hostPages,
  cspViolations,
}) => {
  const host = new WidgetHostPage(page);
  await host.goto(hostPages.refusedOrigin);
  await host.launcher().click();
  await expect(host.chatFrameElement()).toBeAttached();

  const frame = await (await host.chatFrameElement().elementHandle())?.contentFrame();
  await expect.poll(() => frame?.url()).toMatch(/^chrome-error:/);
  await expect(host.messageInput()).toHaveCount(0);
  expect(await host.events()).not.toContain('ready');
  // Chromium reports the refusal: the proof that frame-ancestors, not chance, kept the chat out.
  await expect.poll(() => cspViolations.length).toBeGreaterThan(0);
  expect(cspViolations.splice(0)).toEqual(
    expect.arrayContaining([expect.stringContaining('frame-ancestors')]),
  );
});

test('on a narrow screen the chat fills the screen and its close button covers nothing', async ({
  page,
  hostPages,
}) => {
  await page.setViewportSize({ width: 375, height: 700 });
  const host = new WidgetHostPage(page);
  await host.goto(hostPages.allowedOrigin);
  await host.launcher().click();
  const newConversation = host.chat().getByRole('button', { name: 'New conversation' });
  await expect(newConversation).toBeVisible({ timeout: 20_000 });

  expect(await host.chatFrameElement().boundingBox()).toEqual({
    x: 0,
    y: 0,
    width: 375,
    height: 700,
  });
  const close = await host.launcher('Close chat').boundingBox();
  const button = await newConversation.boundingBox();
  if (!close || !button) throw new Error('The close button or the chat header is not laid out.');
  expect(close.x).toBeGreaterThanOrEqual(button.x + button.width);
});
