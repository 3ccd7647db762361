import { actions, paths, publicChatMessages } from '@parley/api-contract';
import type { AdminGptSystemDetails, AgentPublicChat } from '@parley/api-contract';
import type { ApiRoutes } from '@parley/app-shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  errorAnswer,
  pasteInto,
  recordRequestBodies,
  renderConsole,
} from '../testing/console-harness';
import { sampleAdminAgent, samplePublicChat } from './agent-fixtures';
import { agentMessages, agentPublicChatMessages as publicMessages } from './agent-messages';
import { AgentPublishScreen } from './agent-publish-screen';

const AGENT_ID = 'a1b2c3d4-0000-4000-8000-000000000007';
const publicChatCall = `PUT ${paths.admin.gptSystemPublicChat(AGENT_ID)}`;

const agent = (
  status: AdminGptSystemDetails['status'],
  publicChat: AgentPublicChat = samplePublicChat(),
) => sampleAdminAgent({ gptSystemId: AGENT_ID, status, publicChat });

const stored = (publicChat: AgentPublicChat): ApiRoutes => ({
  [`GET ${paths.admin.gptSystem(AGENT_ID)}`]: { body: agent('Active', publicChat) },
});

const renderPublishing = (
  status: AdminGptSystemDetails['status'],
  held?: readonly string[],
  api: ApiRoutes = {},
) =>
  renderConsole({
    route: `/gptsystem/${AGENT_ID}/publish`,
    pages: {
      '/gptsystem/:gptSystemId/publish': <AgentPublishScreen />,
      '/gptsystem': <p>Agents list</p>,
    },
    api: {
      [`GET ${paths.admin.gptSystem(AGENT_ID)}`]: { body: agent(status) },
      [`DELETE ${paths.admin.gptSystem(AGENT_ID)}`]: { status: 204 },
      [`GET ${paths.admin.brands()}`]: {
        body: {
          items: ['default', 'harbour'].map((brandKey) => ({
            brandKey,
            name: null,
            primary: '#784FD3',
            menu: '#000000',
            navigationLogoFileName: null,
            hostNames: [],
            isInstanceDefault: brandKey === 'default',
          })),
        },
      },
      ...api,
    },
    ...(held ? { actions: held as never } : {}),
  });

const publicForm = () => screen.findByRole('form', { name: publicMessages.formLabel });

describe('AgentPublishScreen', () => {
  it('deletes the agent after asking, names it, and returns to the list', async () => {
    const server = await renderPublishing('Active');
    await userEvent.click(await screen.findByRole('button', { name: agentMessages.deleteAgent }));
    const dialog = await screen.findByRole('alertdialog', { name: agentMessages.deleteHeading });
    expect(within(dialog).getByText(/“Travel desk” will be deleted/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(agentMessages.deleted)).toBeInTheDocument();
    expect(await screen.findByText('Agents list')).toBeInTheDocument();
    expect(server.calls).toContain(`DELETE ${paths.admin.gptSystem(AGENT_ID)}`);
  });

  it('shows a deleted agent as Deleted, with nothing left to change', async () => {
    await renderPublishing('Deleted');
    expect(await screen.findByText('Deleted')).toBeInTheDocument();
    expect(screen.getByText(agentMessages.deletedHelp)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: agentMessages.publishedLabel })).toBeDisabled();
    expect(screen.queryByRole('button', { name: agentMessages.deleteAgent })).toBeNull();
  });

  it('keeps Delete disabled, with the reason, without GptSystemsWrite', async () => {
    await renderPublishing('Active', [actions.GptSystemsRead]);
    const button = await screen.findByRole('button', { name: agentMessages.deleteAgent });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(expect.stringContaining('GptSystemsWrite'));
  });

  it('switches the public endpoint on with origins, limits and a brand, then shows its address and embed code to copy', async () => {
    const recorder = recordRequestBodies();
    const endpoint = 'travel-desk-k2v9q8w7x6z5';
    const saved = samplePublicChat({
      enabled: true,
      endpoint,
      allowedOrigins: ['https://shop.example.com'],
      questionsPerMinutePerSession: 5,
      brandKey: 'harbour',
    });
    const server = await renderPublishing('Active', undefined, {
      [publicChatCall]: { body: saved },
    });
    const form = within(await publicForm());
    expect(form.getByText(publicMessages.endpointNone)).toBeInTheDocument();
    await userEvent.click(form.getByRole('checkbox', { name: publicMessages.enabledLabel }));
    await userEvent.click(form.getByRole('button', { name: publicMessages.addOrigin }));
    await pasteInto(
      form.getByRole('textbox', { name: publicMessages.originLabel(1) }),
      'https://shop.example.com',
    );
    const perSession = form.getByRole('spinbutton', { name: publicMessages.perSessionLabel });
    await userEvent.clear(perSession);
    await userEvent.type(perSession, '5');
    // harbour is neither the instance's default nor the agent's: it comes from the brand list.
    await form.findByRole('option', { name: 'harbour' });
    await userEvent.selectOptions(
      form.getByRole('combobox', { name: publicMessages.brandLabel }),
      'harbour',
    );
    server.routes = { ...server.routes, ...stored(saved) };
    await userEvent.click(form.getByRole('button', { name: agentMessages.save }));

    expect(await screen.findByText(publicMessages.saved)).toBeInTheDocument();
    expect(recorder.bodiesOf(publicChatCall)).toEqual([
      {
        enabled: true,
        allowedOrigins: ['https://shop.example.com'],
        questionsPerMinutePerSession: 5,
        questionsPerMinutePerAddress: 60,
        questionsPerMinutePerEndpoint: 600,
        brandKey: 'harbour',
      },
    ]);
    const address = await form.findByRole('textbox', { name: publicMessages.urlLabel });
    expect(address).toHaveValue(`${window.location.origin}/public-chat/${endpoint}`);
    expect(form.getByText(endpoint)).toBeInTheDocument();
    const snippet = form.getByRole('textbox', { name: publicMessages.snippetLabel });
    expect(snippet).toHaveValue(
      `<script src="${window.location.origin}/public-chat/embed.js" data-endpoint="${endpoint}" async></script>`,
    );
    // userEvent.setup() lends the page a clipboard, which jsdom lacks.
    const user = userEvent.setup();
    await user.click(
      form.getByRole('button', { name: publicMessages.copy(publicMessages.snippetLabel) }),
    );
    expect(await screen.findByText(publicMessages.copied)).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe((snippet as HTMLInputElement).value);
    await waitFor(() =>
      expect(form.getByRole('button', { name: agentMessages.save })).toBeDisabled(),
    );
  });

  it('names the origin at fault and the limit out of bounds, and sends nothing', async () => {
    const recorder = recordRequestBodies();
    await renderPublishing('Active');
    const form = within(await publicForm());
    await userEvent.click(form.getByRole('button', { name: publicMessages.addOrigin }));
    const origin = form.getByRole('textbox', { name: publicMessages.originLabel(1) });
    await pasteInto(origin, 'https://shop.example.com/chat');
    const perEndpoint = form.getByRole('spinbutton', { name: publicMessages.perEndpointLabel });
    await userEvent.clear(perEndpoint);
    await userEvent.type(perEndpoint, '0');
    await userEvent.click(form.getByRole('button', { name: agentMessages.save }));

    await waitFor(() =>
      expect(origin).toHaveAccessibleDescription(
        expect.stringContaining('an origin has no path, query or fragment'),
      ),
    );
    expect(perEndpoint).toHaveAccessibleDescription(
      expect.stringContaining(publicChatMessages.rateLimit('questionsPerMinutePerEndpoint')),
    );
    expect(recorder.bodiesOf(publicChatCall)).toEqual([]);
  });

  it("puts the server's field error on its field (an unknown brand)", async () => {
    const message = publicChatMessages.unknownBrand('default');
    await renderPublishing('Active', undefined, {
      [publicChatCall]: errorAnswer(400, `brandKey: ${message}`, [{ field: 'brandKey', message }]),
    });
    const form = within(await publicForm());
    const brand = form.getByRole('combobox', { name: publicMessages.brandLabel });
    await userEvent.selectOptions(brand, 'default');
    await userEvent.click(form.getByRole('button', { name: agentMessages.save }));
    await waitFor(() =>
      expect(brand).toHaveAccessibleDescription(expect.stringContaining(message)),
    );
  });

  it('shows the public chat read-only, with the reason, without GptSystemsWrite', async () => {
    await renderPublishing('Active', [actions.GptSystemsRead]);
    const form = within(await publicForm());
    expect(form.getByText(publicMessages.readOnly)).toBeInTheDocument();
    expect(form.getByRole('checkbox', { name: publicMessages.enabledLabel })).toBeDisabled();
    expect(form.getByRole('button', { name: publicMessages.addOrigin })).toBeDisabled();
    expect(form.getByRole('button', { name: agentMessages.save })).toBeDisabled();
  });

  it('has no public chat section for a deleted agent', async () => {
    await renderPublishing('Deleted');
    expect(await screen.findByText(agentMessages.deletedHelp)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: publicMessages.formLabel })).toBeNull();
  });
});
