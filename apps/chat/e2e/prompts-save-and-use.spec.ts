import { expect, test } from '../../../tooling/e2e-fixtures';
import { devToken } from '../../../tooling/e2e-dev-token';
import { ComposerPage } from './pages/composer-page';

// A user of its own, so no other journey's prompts change what this one sees.
const MODERATOR = 'moderator@parley.local';
/** The seeded Parley Assistant. */
const ASSISTANT = '00000000-0000-4000-8000-000000000401';

test('the current input is saved as a prompt, used to fill the input, and deleted', async ({
  page,
  request,
  expectAccessible,
}) => {
  const token = await devToken(request, MODERATOR);
  const composer = new ComposerPage(page);
  await composer.open(token, `/chat/${ASSISTANT}`);
  // The first load signs in and fetches the agent: slower than one expectation's 5 s on a busy machine.
  await expect(composer.messageInput()).toBeEnabled({ timeout: 15_000 });
  // Prompts outlive a run: a title of this run's own.
  const title = `Quarterly summary ${Date.now()}`;
  const text = 'Summarise the quarterly numbers in three bullet points:';

  await composer.messageInput().fill(text);
  await composer.promptsButton().click();
  const drawer = composer.promptsDrawer();
  await drawer.getByRole('button', { name: 'Save current input' }).click();
  await drawer.getByRole('textbox', { name: 'Title' }).fill(title);
  await expect(drawer.getByRole('textbox', { name: 'Prompt text' })).toHaveValue(text);
  await drawer.getByRole('button', { name: 'Save prompt' }).click();
  await expect(drawer.getByRole('button', { name: `Use ${title}` })).toBeVisible();
  await expectAccessible();
  await drawer.getByRole('button', { name: 'Close my prompts' }).click();
  await expect(drawer).toBeHidden();

  await composer.messageInput().fill('');
  await composer.promptsButton().click();
  await drawer.getByRole('button', { name: `Use ${title}` }).click();
  await expect(drawer).toBeHidden();
  await expect(composer.messageInput()).toHaveValue(text);
  await composer.sendButton().click();
  await expect(composer.messages().getByText(text, { exact: true }).first()).toBeVisible();

  await composer.promptsButton().click();
  await drawer.getByRole('button', { name: `Delete ${title}` }).click();
  const confirmation = page.getByRole('alertdialog', { name: 'Delete this prompt?' });
  await expectAccessible();
  await confirmation.getByRole('button', { name: 'Delete' }).click();
  await expect(drawer.getByRole('button', { name: `Use ${title}` })).toBeHidden();
});
