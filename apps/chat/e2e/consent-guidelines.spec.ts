import { expect, test } from '../../../tooling/e2e-fixtures';
import { devToken } from '../../../tooling/e2e-dev-token';
import { ComposerPage } from './pages/composer-page';

/** A user of its own: a consent, once given, stays recorded for the user. */
const ADMIN = 'admin@parley.local';
/** The seeded Policy Guide agent, whose guidelines require consent. */
const POLICY_GUIDE = '00000000-0000-4000-8000-000000000402';
const GUIDELINES_TITLE = 'Acceptable use of AI assistants';

test('the Policy Guide blocks the input until its guidelines are accepted, once; a reload does not ask again', async ({
  page,
  request,
  expectAccessible,
}) => {
  const token = await devToken(request, ADMIN);
  const consents = await request.get('/api/internal/currentUser/guidelinesConsents', {
    headers: { Authorization: `Bearer ${token}` },
  });
  // Every run starts on an empty data folder (playwright.config.ts), and no other journey signs
  // in as this user: nothing has been consented to yet.
  expect(((await consents.json()) as { items: unknown[] }).items).toEqual([]);

  const composer = new ComposerPage(page);
  await composer.open(token, `/chat/${POLICY_GUIDE}`);
  // The first load signs in and fetches the agent and its guidelines: slower than 5 s when busy.
  await expect(composer.guidelinesButton()).toBeVisible({ timeout: 15_000 });
  await expect(composer.messageInput()).toBeDisabled();
  await expect(page.getByText('Read and accept the guidelines to start chatting.')).toBeVisible();
  await expectAccessible();

  await composer.guidelinesButton().click();
  const dialog = composer.guidelinesDialog(GUIDELINES_TITLE);
  await expect(dialog.getByRole('heading', { name: 'What you may share' })).toBeVisible();
  await expectAccessible();
  await dialog.getByRole('button', { name: 'I agree' }).click();
  await expect(dialog).toBeHidden();
  await expect(composer.messageInput()).toBeEnabled({ timeout: 15_000 });

  await page.reload();
  // Signing in again, the agent, its guidelines and the consents load before the input opens.
  await expect(composer.messageInput()).toBeEnabled({ timeout: 15_000 });
  await expect(composer.guidelinesButton()).toBeHidden();
  await composer.messageInput().fill('What information may I share with an AI assistant?');
  await composer.sendButton().click();
  // The first: the offline engine's answer quotes the question after it.
  await expect(
    composer.messages().getByText('What information may I share with an AI assistant?').first(),
  ).toBeVisible();
  await expectAccessible();

  const after = await request.get('/api/internal/currentUser/guidelinesConsents', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const recorded = ((await after.json()) as { items: { guidelinesDocumentId: string }[] }).items;
  expect(recorded.map((consent) => consent.guidelinesDocumentId)).toEqual([
    '00000000-0000-4000-8000-000000000301',
  ]);
});
