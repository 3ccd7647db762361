import { paths } from '@parley/api-contract';
import type { Deployment, UpdateConfigStateResponse } from '@parley/api-contract';
import { removeAllToasts, Toaster } from '@parley/app-shell';
import {
  renderWithProviders,
  sampleAgent,
  sampleConfigState,
  startApiTestServer,
} from '@parley/app-shell/testing';
import type { ApiTestServer } from '@parley/app-shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AgentEditor } from './agent-editor';
import type { AgentEditorPolicy, AgentEditorPorts } from './agent-editor';
import { agentEditorMessages } from './agent-editor-messages';

const state = sampleConfigState({ configuration: { gptSystemName: 'Travel desk' } });
const deployments: Deployment[] = [
  { deploymentName: 'offline', provider: 'offline', model: 'Parley offline engine' },
  { deploymentName: 'gpt-4o', provider: 'openai', model: 'gpt-4o-2024-08-06' },
];

let server: ApiTestServer | undefined;
afterEach(async () => {
  removeAllToasts();
  await server?.close();
  server = undefined;
});

/** The draft as the server would answer a save, with the checks given. */
const saved = (checks: Partial<Pick<UpdateConfigStateResponse, 'errors' | 'warnings'>> = {}) => ({
  ...state,
  errors: [],
  warnings: [],
  ...checks,
});

function ports(overrides: Partial<AgentEditorPorts> = {}): AgentEditorPorts {
  return {
    saveDraft: vi.fn<AgentEditorPorts['saveDraft']>(async () => saved()),
    createAgent: vi.fn(async () => sampleAgent()),
    updateAgent: vi.fn(async () => sampleAgent()),
    refetchAgentLists: vi.fn(),
    ...overrides,
  };
}

async function renderEditor(
  editorPorts: AgentEditorPorts,
  policy: Partial<AgentEditorPolicy> = {},
) {
  // The test chat beside the form makes its own calls; none is made in these tests.
  server = await startApiTestServer({});
  renderWithProviders(
    <>
      <AgentEditor
        state={state}
        ports={editorPorts}
        policy={{ deployments, guidelinesDocuments: [], ...policy }}
        onCancel={vi.fn()}
        onAgentCreated={vi.fn()}
        frame={({ content, actions }) => (
          <main>
            {actions}
            {content}
          </main>
        )}
      />
      <Toaster />
    </>,
    { baseUrl: server.baseUrl },
  );
  return screen.findByRole('form', { name: agentEditorMessages.formLabel });
}

describe('AgentEditor', () => {
  it("saves the form into the draft through its port and puts the server's errors on their fields", async () => {
    const saveDraft = vi.fn<AgentEditorPorts['saveDraft']>(async () =>
      saved({
        errors: [{ field: 'deploymentName', message: 'The deployment "gpt-4o" is not available.' }],
        warnings: [{ field: 'capabilityTypes', message: 'FileSearch has no data source.' }],
      }),
    );
    const form = await renderEditor(ports({ saveDraft }));
    const name = within(form).getByRole('textbox', { name: /Name/ });
    await userEvent.clear(name);
    await userEvent.type(name, '  Trip desk ');
    expect(screen.getByText(agentEditorMessages.unsavedDraft)).toBeInTheDocument();
    await userEvent.click(
      within(form).getByRole('button', { name: agentEditorMessages.saveDraft }),
    );

    await screen.findByText('The deployment "gpt-4o" is not available.');
    expect(screen.getByText('FileSearch has no data source.')).toBeInTheDocument();
    // Trimmed as the server stores it; the language engine follows the deployment.
    expect(saveDraft).toHaveBeenCalledWith(
      expect.objectContaining({ gptSystemName: 'Trip desk', languageEngine: 'offline' }),
    );
    expect(screen.getByText(agentEditorMessages.draftErrors)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: agentEditorMessages.createAgent })).toBeDisabled();
  });

  it("keeps the draft read-only with the policy's reason", async () => {
    const reason = 'You are blocked from creating and editing agents.';
    const form = await renderEditor(ports(), { readOnlyReason: reason });
    expect(within(form).getByRole('textbox', { name: /Name/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: agentEditorMessages.createAgent })).toBeDisabled();
    expect(screen.getAllByText(reason).length).toBeGreaterThan(0);
  });

  it("offers the policy's deployments, each named by its model or as the offline engine", async () => {
    const form = await renderEditor(ports());
    const select = within(form).getByRole('combobox', { name: /Deployment/ });
    await userEvent.click(select);
    const options = await within(select).findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'offline (offline engine)',
      'gpt-4o (gpt-4o-2024-08-06)',
    ]);
  });

  it('offers the guidelines documents, marked when they ask consent, and saves the choice (none as null)', async () => {
    const saveDraft = vi.fn<AgentEditorPorts['saveDraft']>(async () => saved());
    const travelPolicy = 'c0000000-0000-4000-8000-0000000000a1';
    const form = await renderEditor(ports({ saveDraft }), {
      guidelinesDocuments: [
        { guidelinesDocumentId: travelPolicy, title: 'Travel policy', requireConsent: true },
        {
          guidelinesDocumentId: 'c0000000-0000-4000-8000-0000000000a2',
          title: 'House style',
          requireConsent: false,
        },
      ],
    });
    const select = within(form).getByRole('combobox', { name: 'Guidelines document' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['None', 'Travel policy (requires consent)', 'House style']);
    expect(select).toHaveValue('');

    const save = () =>
      userEvent.click(within(form).getByRole('button', { name: agentEditorMessages.saveDraft }));
    await userEvent.selectOptions(select, 'Travel policy (requires consent)');
    await save();
    expect(saveDraft).toHaveBeenLastCalledWith(
      expect.objectContaining({ guidelinesDocumentId: travelPolicy }),
    );
    await screen.findByText(agentEditorMessages.draftSaved);
    await userEvent.selectOptions(select, 'None');
    await save();
    expect(saveDraft).toHaveBeenLastCalledWith(
      expect.objectContaining({ guidelinesDocumentId: null }),
    );
  });

  it('creates the agent through its port and hands it on', async () => {
    const created = sampleAgent({ gptSystemId: 'agent-new' });
    const editorPorts = ports({ createAgent: vi.fn(async () => created) });
    await renderEditor(editorPorts);
    await userEvent.click(screen.getByRole('button', { name: agentEditorMessages.createAgent }));
    expect(await screen.findByText(agentEditorMessages.agentCreated)).toBeInTheDocument();
    await waitFor(() => expect(editorPorts.refetchAgentLists).toHaveBeenCalledOnce(), {
      timeout: 5_000,
    });
  });

  describe('the icon (admin-spec section 7, "Icon upload")', () => {
    const configStateId = state.configuration.configStateId;
    const svg = () =>
      new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'travel.svg', {
        type: 'image/svg+xml',
      });
    const currentIcon = () =>
      screen.getByRole('img', { name: agentEditorMessages.currentIcon('Travel desk') });

    it('uploads the chosen file through its port and shows the new version', async () => {
      const uploadIcon = vi.fn<NonNullable<AgentEditorPorts['uploadIcon']>>(async () => ({
        avatarVersion: 3,
      }));
      const form = await renderEditor(
        ports({ uploadIcon, removeIcon: vi.fn(async () => undefined) }),
      );
      expect(currentIcon()).toHaveAttribute('src', paths.configStates.avatar(configStateId, 0));
      expect(
        within(form).queryByRole('button', { name: agentEditorMessages.removeIcon }),
      ).not.toBeInTheDocument();
      const file = svg();
      await userEvent.upload(within(form).getByLabelText(agentEditorMessages.chooseIcon), file);
      await userEvent.click(
        within(form).getByRole('button', { name: agentEditorMessages.uploadIcon }),
      );

      expect(await screen.findByText(agentEditorMessages.iconUploaded)).toBeInTheDocument();
      expect(uploadIcon).toHaveBeenCalledWith(file);
      expect(currentIcon()).toHaveAttribute('src', paths.configStates.avatar(configStateId, 3));
      await waitFor(() =>
        expect(within(form).getByLabelText(agentEditorMessages.chooseIcon)).toHaveFocus(),
      );
      expect(
        within(form).getByRole('button', { name: agentEditorMessages.removeIcon }),
      ).toBeInTheDocument();
    });

    it("says 'Create Agent Failure!' with the server's words when the upload is refused", async () => {
      const refusal = '"travel.svg" is not a PNG, JPEG, WebP or SVG image.';
      const uploadIcon = vi.fn(async () => {
        throw { status: 400, data: { message: refusal } };
      });
      const form = await renderEditor(ports({ uploadIcon }));
      await userEvent.upload(within(form).getByLabelText(agentEditorMessages.chooseIcon), svg());
      await userEvent.click(
        within(form).getByRole('button', { name: agentEditorMessages.uploadIcon }),
      );

      expect(await screen.findByText(agentEditorMessages.createAgentFailure)).toBeInTheDocument();
      expect(screen.getByText(refusal)).toBeInTheDocument();
      expect(currentIcon()).toHaveAttribute('src', paths.configStates.avatar(configStateId, 0));
    });

    it('refuses a file of another type when chosen, before sending it', async () => {
      const uploadIcon = vi.fn(async () => ({ avatarVersion: 1 }));
      const form = await renderEditor(ports({ uploadIcon }));
      await userEvent.upload(
        within(form).getByLabelText(agentEditorMessages.chooseIcon),
        new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }),
        { applyAccept: false },
      );
      expect(
        screen.getByText('"anim.gif" is not a PNG, JPEG, WebP or SVG image. Choose one of those.'),
      ).toBeVisible();
      expect(
        within(form).getByRole('button', { name: agentEditorMessages.uploadIcon }),
      ).toBeDisabled();
      expect(uploadIcon).not.toHaveBeenCalled();
    });

    it('removes the icon through its port, and chat shows the identicon again', async () => {
      const iconState = { ...state, avatarVersion: 2 };
      const removeIcon = vi.fn(async () => undefined);
      server = await startApiTestServer({});
      renderWithProviders(
        <>
          <AgentEditor
            state={iconState}
            ports={ports({ uploadIcon: vi.fn(async () => ({ avatarVersion: 3 })), removeIcon })}
            policy={{ deployments, guidelinesDocuments: [] }}
            onCancel={vi.fn()}
            onAgentCreated={vi.fn()}
            frame={({ content }) => <main>{content}</main>}
          />
          <Toaster />
        </>,
        { baseUrl: server.baseUrl },
      );
      expect(await screen.findByRole('img', { name: /Current icon/ })).toHaveAttribute(
        'src',
        paths.configStates.avatar(configStateId, 2),
      );
      await userEvent.click(screen.getByRole('button', { name: agentEditorMessages.removeIcon }));

      expect(await screen.findByText(agentEditorMessages.iconRemoved)).toBeInTheDocument();
      expect(removeIcon).toHaveBeenCalledOnce();
      expect(currentIcon()).toHaveAttribute('src', paths.configStates.avatar(configStateId, 0));
      await waitFor(() =>
        expect(screen.getByLabelText(agentEditorMessages.chooseIcon)).toHaveFocus(),
      );
    });

    it("is disabled with the policy's reason when the draft is read-only", async () => {
      const reason = 'You are blocked from creating and editing agents.';
      const form = await renderEditor(
        ports({ uploadIcon: vi.fn(async () => ({ avatarVersion: 1 })) }),
        {
          readOnlyReason: reason,
        },
      );
      expect(within(form).getByLabelText(agentEditorMessages.chooseIcon)).toBeDisabled();
      const upload = within(form).getByRole('button', { name: agentEditorMessages.uploadIcon });
      expect(upload).toBeDisabled();
      expect(upload).toHaveAccessibleDescription(reason);
    });

    it('is not offered without the upload port', async () => {
      const form = await renderEditor(ports());
      expect(within(form).queryByLabelText(agentEditorMessages.chooseIcon)).not.toBeInTheDocument();
      expect(screen.queryByRole('img', { name: /Current icon/ })).not.toBeInTheDocument();
    });
  });
});
