import { expect, test } from '../../../tooling/e2e-fixtures';
import { devToken } from '../../../tooling/e2e-dev-token';
import { ComposerPage } from './pages/composer-page';

const STAFF = 'staff@parley.local';
/** The seeded Handbook Search agent: FileSearch, no Vision. */
const HANDBOOK_SEARCH = '00000000-0000-4000-8000-000000000403';

/** The smallest valid PNG: one transparent pixel. */
const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('a text file is attached and asked about, and the answer cites it; an image this agent cannot read is refused', async ({
  page,
  request,
  expectAccessible,
}) => {
  const token = await devToken(request, STAFF);
  const composer = new ComposerPage(page);
  await composer.open(token, `/chat/${HANDBOOK_SEARCH}`);
  // The first load signs in and fetches the agent: slower than one expectation's 5 s on a busy machine.
  await expect(composer.messageInput()).toBeEnabled({ timeout: 15_000 });

  await composer.messageInput().fill('When does Project Falcon launch?');
  await composer.upload([
    {
      name: 'project-falcon.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(
        'Project Falcon launches on 12 March. Dana Smith leads it with a budget of 40,000 euros.',
      ),
    },
    { name: 'pixel.png', mimeType: 'image/png', buffer: onePixelPng },
  ]);
  const attachments = composer.attachments();
  await expect(
    attachments.getByRole('button', { name: 'Remove project-falcon.txt' }),
  ).toBeVisible();
  await expect(attachments.getByRole('alert')).toHaveText(
    'pixel.png cannot be attached: this agent takes text files and PDF only.',
  );
  // The refused image took nothing with it: the question is still there.
  await expect(composer.messageInput()).toHaveValue('When does Project Falcon launch?');
  await expectAccessible();

  await attachments.getByRole('button', { name: 'Dismiss pixel.png' }).click();
  await composer.sendButton().click();

  await expect(page).toHaveURL(/conversationId=/);
  const messages = composer.messages();
  await expect(
    messages.getByText('When does Project Falcon launch?', { exact: true }),
  ).toBeVisible();
  await expect(messages.getByRole('button', { name: 'Download project-falcon.txt' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(messages.getByText(/12 March/).first()).toBeVisible();
  await expect(composer.attachments()).toBeHidden();
  await expectAccessible();
});
