import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@parley/api-contract';
import type { UserPrompt } from '@parley/api-contract';
import { startApiTestServer } from '@parley/app-shell/testing';
import type { ApiRoutes, ApiTestServer } from '@parley/app-shell/testing';
import { renderWithProviders } from '@parley/app-shell/testing';
import { UserPromptsDrawer } from './user-prompts-drawer';
import { userPromptMessages } from './user-prompts-panel';

function samplePrompt(promptId: string, title: string, text: string): UserPrompt {
  return {
    promptId,
    title,
    text,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}

const summarise = samplePrompt('p-1', 'Summarise', 'Summarise this in three bullet points:');

// A real server, the real store and Chakra's first style compile: on a busy two-core machine the
// first test alone can pass vitest's 5 s default.
vi.setConfig({ testTimeout: 20_000 });

let server: ApiTestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** A prompt store behind the real routes: the list follows what was created or deleted. */
function promptRoutes(initial: UserPrompt[]): ApiRoutes {
  let prompts = initial;
  const list = paths.userPrompts.list();
  return {
    [`GET ${list}`]: () => ({ body: { items: prompts } }),
    [`POST ${list}`]: () => {
      const created = samplePrompt('p-new', 'Weekly report', 'Write my weekly report');
      prompts = [...prompts, created];
      return { status: 201, body: created };
    },
    [`PUT ${paths.userPrompts.one('p-1')}`]: () => {
      const updated = { ...summarise, title: 'Summarise briefly' };
      prompts = prompts.map((prompt) => (prompt.promptId === 'p-1' ? updated : prompt));
      return { body: updated };
    },
    [`DELETE ${paths.userPrompts.one('p-1')}`]: () => {
      prompts = prompts.filter((prompt) => prompt.promptId !== 'p-1');
      return { status: 204 };
    },
  };
}

async function renderDrawer(routes: ApiRoutes, currentInput = '') {
  server = await startApiTestServer(routes);
  const onUse = vi.fn();
  const onClose = vi.fn();
  renderWithProviders(
    <UserPromptsDrawer open onClose={onClose} currentInput={currentInput} onUse={onUse} />,
    { baseUrl: server.baseUrl },
  );
  const drawer = await screen.findByRole('dialog', { name: 'My prompts' });
  return { drawer, onUse, onClose, server, user: userEvent.setup() };
}

describe('UserPromptsDrawer', () => {
  it("lists the user's saved prompts", async () => {
    const { drawer } = await renderDrawer(promptRoutes([summarise]));
    const list = await within(drawer).findByRole('list', { name: 'Saved prompts' });
    expect(within(list).getByText('Summarise')).toBeVisible();
  });

  it('says how to start when no prompt is saved', async () => {
    const { drawer } = await renderDrawer(promptRoutes([]));
    expect(await within(drawer).findByText(userPromptMessages.empty)).toBeVisible();
  });

  it('uses a prompt: hands its text to the input and closes', async () => {
    const { drawer, user, onUse, onClose } = await renderDrawer(promptRoutes([summarise]));
    await user.click(await within(drawer).findByRole('button', { name: 'Use Summarise' }));

    expect(onUse).toHaveBeenCalledWith(summarise.text);
    expect(onClose).toHaveBeenCalled();
  });

  it('saves the current input as a prompt, with its first line as the suggested title', async () => {
    const { drawer, user, server } = await renderDrawer(promptRoutes([]), 'Write my weekly report');
    await user.click(within(drawer).getByRole('button', { name: 'Save current input' }));
    expect(within(drawer).getByRole('textbox', { name: /Title/ })).toHaveValue(
      'Write my weekly report',
    );
    expect(within(drawer).getByRole('textbox', { name: /Prompt text/ })).toHaveValue(
      'Write my weekly report',
    );

    await user.click(within(drawer).getByRole('button', { name: 'Save prompt' }));

    expect(await within(drawer).findByText('Weekly report')).toBeVisible();
    expect(server.calls).toContain(`POST ${paths.userPrompts.list()}`);
  });

  it('refuses a prompt without a title, naming the field', async () => {
    const { drawer, user, server } = await renderDrawer(promptRoutes([]));
    await user.click(within(drawer).getByRole('button', { name: 'New prompt' }));
    await user.type(within(drawer).getByRole('textbox', { name: /Prompt text/ }), 'Some text');
    await user.click(within(drawer).getByRole('button', { name: 'Save prompt' }));

    expect(within(drawer).getByText('Title is required')).toBeVisible();
    expect(server.calls).not.toContain(`POST ${paths.userPrompts.list()}`);
  });

  it('edits a prompt', async () => {
    const { drawer, user, server } = await renderDrawer(promptRoutes([summarise]));
    await user.click(await within(drawer).findByRole('button', { name: 'Edit Summarise' }));
    const title = within(drawer).getByRole('textbox', { name: /Title/ });
    await user.clear(title);
    await user.type(title, 'Summarise briefly');
    await user.click(within(drawer).getByRole('button', { name: 'Save changes' }));

    expect(await within(drawer).findByText('Summarise briefly')).toBeVisible();
    expect(server.calls).toContain(`PUT ${paths.userPrompts.one('p-1')}`);
  });

  it('deletes a prompt only after the confirmation', async () => {
    const { drawer, user, server } = await renderDrawer(promptRoutes([summarise]));
    await user.click(await within(drawer).findByRole('button', { name: 'Delete Summarise' }));
    const confirmation = await screen.findByRole('alertdialog', { name: 'Delete this prompt?' });
    expect(server.calls).not.toContain(`DELETE ${paths.userPrompts.one('p-1')}`);

    await user.click(within(confirmation).getByRole('button', { name: 'Delete' }));

    expect(await within(drawer).findByText(userPromptMessages.empty)).toBeVisible();
    expect(server.calls).toContain(`DELETE ${paths.userPrompts.one('p-1')}`);
  });

  it('keeps a prompt when the deletion is cancelled', async () => {
    const { drawer, user, server } = await renderDrawer(promptRoutes([summarise]));
    await user.click(await within(drawer).findByRole('button', { name: 'Delete Summarise' }));
    const confirmation = await screen.findByRole('alertdialog', { name: 'Delete this prompt?' });
    await user.click(within(confirmation).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(within(drawer).getByText('Summarise')).toBeVisible();
    expect(server.calls).not.toContain(`DELETE ${paths.userPrompts.one('p-1')}`);
  });

  it("shows the server's reason when a save is refused", async () => {
    const { drawer, user } = await renderDrawer({
      ...promptRoutes([]),
      [`POST ${paths.userPrompts.list()}`]: {
        status: 400,
        body: { statusCode: 400, error: 'Bad Request', message: 'Invalid body: title: too long' },
      },
    });
    await user.click(within(drawer).getByRole('button', { name: 'New prompt' }));
    await user.type(within(drawer).getByRole('textbox', { name: /Title/ }), 'A title');
    await user.type(within(drawer).getByRole('textbox', { name: /Prompt text/ }), 'A text');
    await user.click(within(drawer).getByRole('button', { name: 'Save prompt' }));

    expect(await within(drawer).findByRole('alert')).toHaveTextContent(
      'Invalid body: title: too long',
    );
  });
});
