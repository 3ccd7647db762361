import { actions, paths, promptInputMessages } from '@parley/api-contract';
import type { AgentPrompt } from '@parley/api-contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  errorAnswer,
  pasteInto,
  recordRequestBodies,
  renderConsole,
} from '../testing/console-harness';
import { sampleAdminAgent } from './agent-fixtures';
import { agentLookMessages as messages } from './agent-look-messages';
import { AgentLookScreen } from './agent-look-screen';

const AGENT_ID = 'a1b2c3d4-0000-4000-8000-000000000017';
const PROMPT_ID = 'a1b2c3d4-0000-4000-8000-000000000001';

const agent = sampleAdminAgent({ gptSystemId: AGENT_ID, avatarVersion: null });

const prompt: AgentPrompt = { promptId: PROMPT_ID, title: 'Book a trip', text: 'Book me a flight' };

const renderLook = (
  options: { held?: readonly string[]; avatarAnswer?: ReturnType<typeof errorAnswer> } = {},
) =>
  renderConsole({
    route: `/gptsystem/${AGENT_ID}/ux`,
    pages: {
      '/gptsystem/:gptSystemId/ux': <AgentLookScreen />,
      '/gptsystem/:gptSystemId/edit': <p>Agent editor</p>,
    },
    api: {
      [`GET ${paths.admin.gptSystem(AGENT_ID)}`]: { body: agent },
      [`GET ${paths.agentManagement.prompts(AGENT_ID)}`]: { body: { prompts: [prompt] } },
      [`POST ${paths.agentManagement.prompts(AGENT_ID)}`]: {
        status: 201,
        body: {
          promptId: 'a1b2c3d4-0000-4000-8000-000000000099',
          title: 'Hotel',
          text: 'Find a hotel',
        },
      },
      [`PUT ${paths.agentManagement.prompt(AGENT_ID, PROMPT_ID)}`]: {
        body: { ...prompt, title: 'Book travel' },
      },
      [`DELETE ${paths.agentManagement.prompt(AGENT_ID, PROMPT_ID)}`]: { status: 204 },
      [`POST ${paths.agentManagement.avatar(AGENT_ID)}`]: options.avatarAnswer ?? {
        body: { avatarVersion: 3 },
      },
    },
    ...(options.held ? { actions: options.held as never } : {}),
  });

const png = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });

describe('AgentLookScreen', () => {
  it('lists the conversation starters, adds one with the body the contract wants', async () => {
    const requests = recordRequestBodies();
    const server = await renderLook();
    expect(
      await screen.findByRole('heading', { level: 1, name: /Look and feel: Travel desk/ }),
    ).toBeVisible();
    const list = await screen.findByRole('list', { name: messages.promptsLabel });
    expect(within(list).getByText('Book a trip')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: messages.addPrompt }));
    const form = screen.getByRole('form', { name: messages.promptForm });
    await pasteInto(within(form).getByRole('textbox', { name: messages.promptTitle }), '  Hotel ');
    await pasteInto(
      within(form).getByRole('textbox', { name: messages.promptText }),
      'Find a hotel',
    );
    await userEvent.click(within(form).getByRole('button', { name: messages.save }));
    expect(await screen.findByText(messages.promptAdded)).toBeInTheDocument();
    expect(requests.bodiesOf(`POST ${paths.agentManagement.prompts(AGENT_ID)}`)).toEqual([
      { title: 'Hotel', text: 'Find a hotel' },
    ]);
    await waitFor(() =>
      expect(
        server.calls.filter((call) => call === `GET ${paths.agentManagement.prompts(AGENT_ID)}`),
      ).toHaveLength(2),
    );
  });

  it('refuses an empty prompt in the contract’s words, before sending', async () => {
    const server = await renderLook();
    await userEvent.click(await screen.findByRole('button', { name: messages.addPrompt }));
    const form = screen.getByRole('form', { name: messages.promptForm });
    await pasteInto(within(form).getByRole('textbox', { name: messages.promptTitle }), ' ');
    await userEvent.click(within(form).getByRole('button', { name: messages.save }));
    expect(await screen.findByText(promptInputMessages.titleRequired)).toBeVisible();
    expect(screen.getByText(promptInputMessages.textRequired)).toBeVisible();
    expect(server.calls).not.toContain(`POST ${paths.agentManagement.prompts(AGENT_ID)}`);
  });

  it('edits a prompt, and deletes one only after asking', async () => {
    const requests = recordRequestBodies();
    const server = await renderLook();
    await userEvent.click(
      await screen.findByRole('button', { name: messages.editPrompt('Book a trip') }),
    );
    const form = screen.getByRole('form', { name: messages.promptForm });
    const title = within(form).getByRole('textbox', { name: messages.promptTitle });
    expect(title).toHaveValue('Book a trip');
    await userEvent.clear(title);
    await pasteInto(title, 'Book travel');
    await userEvent.click(within(form).getByRole('button', { name: messages.save }));
    expect(await screen.findByText(messages.promptSaved)).toBeInTheDocument();
    expect(requests.bodiesOf(`PUT ${paths.agentManagement.prompt(AGENT_ID, PROMPT_ID)}`)).toEqual([
      { title: 'Book travel', text: 'Book me a flight' },
    ]);

    await userEvent.click(
      screen.getByRole('button', { name: messages.deletePrompt('Book a trip') }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: messages.deletePromptHeading });
    expect(server.calls).not.toContain(
      `DELETE ${paths.agentManagement.prompt(AGENT_ID, PROMPT_ID)}`,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(messages.promptDeleted)).toBeInTheDocument();
    expect(server.calls).toContain(`DELETE ${paths.agentManagement.prompt(AGENT_ID, PROMPT_ID)}`);
  });

  it('checks the avatar file when chosen, previews it and uploads it', async () => {
    const server = await renderLook();
    const input = await screen.findByLabelText(messages.chooseFile);
    const upload = screen.getByRole('button', { name: messages.upload });
    expect(
      screen.getByRole('img', { name: messages.currentAvatar('Travel desk') }),
    ).toHaveAttribute('src', paths.gptSystems.avatar(AGENT_ID, 0));
    await userEvent.upload(input, new File(['gif'], 'anim.gif', { type: 'image/gif' }), {
      applyAccept: false,
    });
    expect(screen.getByText(messages.wrongType('anim.gif'))).toBeVisible();
    expect(upload).toBeDisabled();
    const big = new File([new Uint8Array(1_048_577)], 'big.png', { type: 'image/png' });
    await userEvent.upload(input, big);
    expect(screen.getByText(messages.tooLarge('big.png'))).toBeVisible();

    await userEvent.upload(input, png());
    expect(await screen.findByRole('img', { name: messages.preview })).toBeVisible();
    await userEvent.click(upload);
    expect(await screen.findByText(messages.uploaded)).toBeInTheDocument();
    expect(server.calls).toContain(`POST ${paths.agentManagement.avatar(AGENT_ID)}`);
    await waitFor(() => expect(screen.queryByRole('img', { name: messages.preview })).toBeNull());
  });

  it('says Create Agent Failure! with the server’s words when the upload is refused', async () => {
    await renderLook({
      avatarAnswer: errorAnswer(400, '"me.png" is not a PNG, JPEG, WebP or SVG image.'),
    });
    await userEvent.upload(await screen.findByLabelText(messages.chooseFile), png());
    await userEvent.click(screen.getByRole('button', { name: messages.upload }));
    expect(await screen.findByText(messages.uploadFailed)).toBeInTheDocument();
    expect(screen.getByText('"me.png" is not a PNG, JPEG, WebP or SVG image.')).toBeInTheDocument();
    // The choice stays, to try again.
    expect(screen.getByRole('img', { name: messages.preview })).toBeVisible();
  });

  it('links the introduction to the agent editor instead of editing it here', async () => {
    await renderLook();
    await userEvent.click(await screen.findByRole('link', { name: messages.openEditor }));
    expect(await screen.findByText('Agent editor')).toBeInTheDocument();
  });

  it('keeps every change disabled, with the reason, without GptSystemsWrite', async () => {
    await renderLook({ held: [actions.GptSystemsRead] });
    const add = await screen.findByRole('button', { name: messages.addPrompt });
    await waitFor(() => expect(add).toBeDisabled());
    expect(add).toHaveAccessibleDescription(expect.stringContaining('GptSystemsWrite'));
    expect(screen.getByRole('button', { name: messages.upload })).toBeDisabled();
    // The prompts load after the page's own controls.
    expect(
      await screen.findByRole('button', { name: messages.editPrompt('Book a trip') }),
    ).toBeDisabled();
  });
});
