import { agentEditorMessages } from '@parley/agent-editor';
import { ownPersonalAgent, sampleConfigState, sampleDeployments } from '@parley/api-client/testing';
import { delays, paths } from '@parley/api-contract';
import type { ConfigState } from '@parley/api-contract';
import { removeAllToasts, Toaster } from '@parley/app-shell';
import { renderWithProviders, startApiTestServer } from '@parley/app-shell/testing';
import type { ApiRoutes, ApiTestServer } from '@parley/app-shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useParams } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { personalAgentMessages } from './personal-agent-messages';
import { PersonalAgentEditorScreen } from './personal-agent-editor-screen';
import { sharedAgentLink } from './share-agent-button';

const personalDraft = (overrides: Partial<ConfigState> = {}) =>
  sampleConfigState({
    gptSystemType: 'User',
    configuration: { gptSystemName: 'Trip planner' },
    ...overrides,
  });
const { configStateId } = personalDraft().configuration;

function editorApi(
  state: ConfigState,
  more: ApiRoutes = {},
  settings = { isBannedFromCreatingAgents: false, isBannedFromSharingAgents: false },
): ApiRoutes {
  return {
    [`GET ${paths.configStates.one(configStateId)}`]: { body: state },
    [`GET ${paths.configStates.deployments()}`]: { body: sampleDeployments },
    [`GET ${paths.currentUser.details()}`]: {
      body: {
        userId: 'user-staff',
        userName: 'staff@parley.local',
        displayName: 'Staff',
        personalAgentSettings: settings,
      },
    },
    ...more,
  };
}

function ChatPage() {
  return <p>Chat with {useParams().gptSystemId}</p>;
}

let server: ApiTestServer | undefined;
afterEach(async () => {
  removeAllToasts();
  await server?.close();
  server = undefined;
});

async function renderEditor(api: ApiRoutes) {
  server = await startApiTestServer(api);
  renderWithProviders(
    <>
      <Routes>
        <Route
          path="/chat/agents/configstate/:configStateId/edit"
          element={<PersonalAgentEditorScreen />}
        />
        <Route path="/chat/:gptSystemId" element={<ChatPage />} />
      </Routes>
      <Toaster />
    </>,
    { baseUrl: server.baseUrl, route: `/chat/agents/configstate/${configStateId}/edit` },
  );
  return screen.findByRole('form', { name: agentEditorMessages.formLabel });
}

describe('PersonalAgentEditorScreen', () => {
  it('edits a new personal agent in the shared editor, and opens its chat 500 ms after creating it', async () => {
    const created = { ...ownPersonalAgent, name: 'Trip planner' };
    let createdAt = 0;
    const form = await renderEditor(
      editorApi(personalDraft(), {
        [`POST ${paths.configStates.createGptSystem(configStateId)}`]: () => {
          createdAt = performance.now();
          return { status: 201, body: created };
        },
      }),
    );
    expect(
      screen.getByRole('heading', { level: 1, name: personalAgentMessages.newPersonalAgent }),
    ).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /Name/ })).toHaveValue('Trip planner');
    // Not an agent yet: nothing to share.
    expect(
      screen.queryByRole('button', { name: personalAgentMessages.share }),
    ).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: agentEditorMessages.createAgent }));
    expect(await screen.findByText(agentEditorMessages.agentCreated)).toBeInTheDocument();
    expect(await screen.findByText(`Chat with ${created.gptSystemId}`)).toBeInTheDocument();
    expect(performance.now() - createdAt).toBeGreaterThanOrEqual(delays.afterCreateAgentRedirectMs);
  });

  it("keeps a blocked user's agent read-only, saying why (chat-spec section 6)", async () => {
    const form = await renderEditor(
      editorApi(
        personalDraft({ gptSystem: ownPersonalAgent }),
        {},
        {
          isBannedFromCreatingAgents: true,
          isBannedFromSharingAgents: false,
        },
      ),
    );
    await waitFor(() => expect(within(form).getByRole('textbox', { name: /Name/ })).toBeDisabled());
    expect(screen.getAllByText(personalAgentMessages.blockedFromCreating).length).toBeGreaterThan(
      0,
    );
    expect(screen.getByRole('button', { name: agentEditorMessages.publishChanges })).toBeDisabled();
  });

  it('shares the agent by link: publishes it, then offers the link to copy', async () => {
    let shared = false;
    await renderEditor(
      editorApi(personalDraft({ gptSystem: ownPersonalAgent }), {
        [`GET ${paths.agentManagement.personalOne(ownPersonalAgent.gptSystemId)}`]: () => ({
          body: {
            ...ownPersonalAgent,
            publishingState: shared ? 'Published' : 'Draft',
            prompts: [],
          },
        }),
        [`PUT ${paths.agentManagement.publishing(ownPersonalAgent.gptSystemId)}`]: () => {
          shared = true;
          return { body: { ...ownPersonalAgent, publishingState: 'Published' } };
        },
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: personalAgentMessages.share }));
    const dialog = await screen.findByRole('dialog', { name: personalAgentMessages.shareTitle });
    const toggle = await within(dialog).findByRole('checkbox', {
      name: personalAgentMessages.shareSwitch,
    });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();

    await userEvent.click(toggle);
    expect(await screen.findByText(personalAgentMessages.shared)).toBeInTheDocument();
    const publish = server?.requests.find(
      ({ method, url }) =>
        method === 'PUT' && url === paths.agentManagement.publishing(ownPersonalAgent.gptSystemId),
    );
    expect(JSON.parse(publish?.body ?? '{}')).toEqual({ publishingState: 'Published' });
    expect(
      await within(dialog).findByRole('textbox', { name: personalAgentMessages.shareLink }),
    ).toHaveValue(sharedAgentLink(ownPersonalAgent.gptSystemId));
  });

  it('keeps Share disabled while the instance has sharing off, saying why (issue 17)', async () => {
    await renderEditor(
      editorApi(personalDraft({ gptSystem: ownPersonalAgent }), {
        [`GET ${paths.features()}`]: {
          body: {
            AllowUserCreatedGptSystems: true,
            AllowConnections: false,
            ShowFooter: true,
            AllowAgentSharing: false,
          },
        },
      }),
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: personalAgentMessages.share })).toBeDisabled(),
    );
    expect(
      screen.getByText('Sharing personal agents is turned off for this instance.'),
    ).toBeInTheDocument();
  });

  it('offers no Share to a user a moderator blocked from sharing', async () => {
    await renderEditor(
      editorApi(
        personalDraft({ gptSystem: ownPersonalAgent }),
        {},
        {
          isBannedFromCreatingAgents: false,
          isBannedFromSharingAgents: true,
        },
      ),
    );
    // The user's settings have loaded once the server was asked for them and the form is drawn.
    await waitFor(() => expect(server?.calls).toContain(`GET ${paths.currentUser.details()}`));
    await screen.findByRole('form', { name: agentEditorMessages.formLabel });
    expect(screen.queryByRole('button', { name: personalAgentMessages.share })).toBeNull();
  });

  it("says 'Create Agent Failure!' with the server's words when the icon upload is refused", async () => {
    const refusal = '"travel.svg" is not a PNG, JPEG, WebP or SVG image.';
    const form = await renderEditor(
      editorApi(personalDraft(), {
        [`POST ${paths.configStates.avatarFile(configStateId)}`]: {
          status: 400,
          body: { message: refusal },
        },
      }),
    );
    await userEvent.upload(
      within(form).getByLabelText(agentEditorMessages.chooseIcon),
      new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'travel.svg', {
        type: 'image/svg+xml',
      }),
    );
    await userEvent.click(
      within(form).getByRole('button', { name: agentEditorMessages.uploadIcon }),
    );

    expect(await screen.findByText(agentEditorMessages.createAgentFailure)).toBeInTheDocument();
    expect(screen.getByText(refusal)).toBeInTheDocument();
  });
});
