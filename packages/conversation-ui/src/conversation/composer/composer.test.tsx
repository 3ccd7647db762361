import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentUserApi, initialChatStreamState } from '@parley/api-client';
import { paths } from '@parley/api-contract';
import { startApiTestServer } from '@parley/app-shell/testing';
import type { ApiRoutes, ApiTestServer } from '@parley/app-shell/testing';
import { renderWithProviders } from '@parley/app-shell/testing';
import type { TestState } from '@parley/app-shell/testing';
import { Composer } from './composer';
import type { ComposerProps } from './composer';
import {
  answeredStream,
  consentAgent,
  conversationRoutes,
  guidelinesDocument,
  ids,
  plainAgent,
  storedConversation,
  uploadedFile,
  uploadedImage,
  uploadingAgent,
} from './composer-test-fixtures';
import { composerMessages } from './input-rules';

// A real server, the real store and Chakra's first style compile: on a busy two-core machine the
// first test alone can pass vitest's 5 s default.
vi.setConfig({ testTimeout: 20_000 });

let server: ApiTestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const newChat: ComposerProps['target'] = { kind: 'new', gptSystemId: ids.agent };
const continuation: ComposerProps['target'] = {
  kind: 'segment',
  conversationId: ids.conversation,
  parentSegmentId: ids.segment,
};
const allFeatures = { uploads: true, userPrompts: true };

async function renderComposer(
  props: Partial<ComposerProps> = {},
  routes: ApiRoutes = {},
  preloadedState?: Partial<TestState>,
) {
  server = await startApiTestServer({ ...conversationRoutes, ...routes });
  const onSent = vi.fn();
  const view = renderWithProviders(
    <Composer
      target={newChat}
      agent={plainAgent}
      features={allFeatures}
      onSent={onSent}
      {...props}
    />,
    { baseUrl: server.baseUrl, preloadedState },
  );
  return { ...view, onSent, server, user: userEvent.setup() };
}

const messageInput = () => screen.getByRole('textbox', { name: 'Message' });

/** Pastes `text` into the message input: typing each letter would only slow the tests down. */
async function write(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.click(messageInput());
  await user.paste(text);
}
const streamedSegment = (store: { getState(): TestState }) =>
  store.getState().chatStream.streamConversationSegment;

/** The answer ended and the stored conversation was refetched: nothing is left in flight. */
const answerStored = (store: { getState(): TestState }) =>
  waitFor(() => expect(streamedSegment(store)).toBeNull());

describe('Composer: sending', () => {
  it('starts a new conversation on Enter, with a session identifier, and reports its id', async () => {
    const { user, onSent, server, store } = await renderComposer(
      {},
      { [`POST ${paths.userConversations.byGptSystemId(ids.agent)}`]: answeredStream },
    );
    await write(user, 'What is our leave policy?');
    await user.keyboard('{Enter}');

    await waitFor(() => expect(onSent).toHaveBeenCalledWith(ids.conversation));
    await answerStored(store);
    expect(server.calls).toContain(`POST ${paths.userConversations.byGptSystemId(ids.agent)}`);
    expect(messageInput()).toHaveValue('');
  });

  it('continues the selected branch with its lineage', async () => {
    const { user, store, onSent } = await renderComposer(
      { target: continuation },
      { [`POST ${paths.userConversations.segments(ids.conversation)}`]: answeredStream },
    );
    await write(user, 'And for part-time staff?');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(onSent).toHaveBeenCalledWith(ids.conversation);
    expect(streamedSegment(store)?.question).toBe('And for part-time staff?');
    await answerStored(store);
    expect(server?.calls).toContain(`POST ${paths.userConversations.segments(ids.conversation)}`);
  });

  it('starts a new line on Shift+Enter instead of sending', async () => {
    const { user, server } = await renderComposer();
    await user.type(messageInput(), 'one{Shift>}{Enter}{/Shift}two');

    expect(messageInput()).toHaveValue('one\ntwo');
    expect(server.calls.filter((call) => call.startsWith('POST'))).toEqual([]);
  });

  it('does not send on the Enter that ends an IME composition', async () => {
    const { user, server } = await renderComposer();
    await write(user, 'にほんご');
    fireEvent.keyDown(messageInput(), { key: 'Enter', isComposing: true });

    expect(messageInput()).toHaveValue('にほんご');
    expect(server.calls.filter((call) => call.startsWith('POST'))).toEqual([]);
  });

  it('keeps the question in the input and says so when the send fails', async () => {
    const { user } = await renderComposer(
      {},
      {
        [`POST ${paths.userConversations.byGptSystemId(ids.agent)}`]: { status: 500, text: 'down' },
      },
    );
    await write(user, 'Will this arrive?');
    await user.keyboard('{Enter}');

    expect(await screen.findByText(composerMessages.sendFailed)).toBeVisible();
    expect(messageInput()).toHaveValue('Will this arrive?');
  });

  it("shows the server's words under the kept question when it refuses the question (a spent budget, 429)", async () => {
    const message =
      "This service has used today's token budget, so questions cannot be answered until 2026-11-28 00:00 UTC.";
    const { user } = await renderComposer(
      {},
      {
        [`POST ${paths.userConversations.byGptSystemId(ids.agent)}`]: {
          status: 429,
          body: { statusCode: 429, error: 'Too Many Requests', message },
        },
      },
    );
    await write(user, 'Will this arrive?');
    await user.keyboard('{Enter}');

    expect(await screen.findByText(message)).toBeVisible();
    expect(messageInput()).toHaveValue('Will this arrive?');
    expect(screen.queryByText(composerMessages.sendFailed)).toBeNull();
  });

  it("shows the server's reason under the kept question when it refuses one with 403 (HIPAA mode)", async () => {
    const message =
      'HIPAA mode is on and this agent\'s model deployment "cloud" is not marked HIPAA-compliant.';
    const { user } = await renderComposer(
      {},
      {
        [`POST ${paths.userConversations.byGptSystemId(ids.agent)}`]: {
          status: 403,
          body: { statusCode: 403, error: 'Forbidden', message },
        },
      },
    );
    await write(user, 'About my patient');
    await user.keyboard('{Enter}');

    expect(await screen.findByText(message)).toBeVisible();
    expect(messageInput()).toHaveValue('About my patient');
  });

  it('asks beforeSend first: its refusal keeps the question in the box, and sends nothing', async () => {
    const beforeSend = vi.fn(async () => 'Correct the configuration first.');
    const { user, server } = await renderComposer({ beforeSend });
    await write(user, 'Does the draft answer?');
    await user.keyboard('{Enter}');

    expect(await screen.findByText('Correct the configuration first.')).toBeVisible();
    expect(messageInput()).toHaveValue('Does the draft answer?');
    expect(beforeSend).toHaveBeenCalledOnce();
    expect(server.calls.filter((call) => call.startsWith('POST'))).toEqual([]);
  });

  it('sends once beforeSend has resolved without a refusal (the config-state test chat)', async () => {
    const order: string[] = [];
    const configStateId = 'f0000000-0000-4000-8000-000000000001';
    const { user, store, server } = await renderComposer(
      {
        target: { kind: 'configState', configStateId },
        beforeSend: async () => {
          order.push('prepared');
          return undefined;
        },
      },
      {
        [`POST ${paths.configStates.conversations(configStateId)}`]: () => {
          order.push('asked');
          return answeredStream;
        },
        [`GET ${paths.configStates.conversation(configStateId, ids.conversation)}`]: {
          body: storedConversation,
        },
      },
    );
    await write(user, 'Does the draft answer?');
    await user.keyboard('{Enter}');

    await waitFor(() => expect(order).toEqual(['prepared', 'asked']));
    await answerStored(store);
    expect(messageInput()).toHaveValue('');
    expect(server.calls).toContain(`POST ${paths.configStates.conversations(configStateId)}`);
  });

  it('refuses a question over 32000 characters (the contract limit) with the rule', async () => {
    const { user, server } = await renderComposer();
    await user.click(messageInput());
    await user.paste('a'.repeat(32_001));
    await user.keyboard('{Enter}');

    expect(screen.getByText('Question must be at most 32000 characters')).toBeVisible();
    expect(server.calls.filter((call) => call.startsWith('POST'))).toEqual([]);
  });
});

describe('Composer: Stop', () => {
  const streaming: Partial<TestState> = {
    chatStream: {
      ...initialChatStreamState,
      streamingStatus: 'Streaming',
      requestStatus: 'Pending',
      userConversationIsActive: true,
      currentConversationId: ids.conversation,
    },
  };

  it("shows Stop while this conversation's answer streams and aborts it (chat-spec section 4)", async () => {
    const { user, store, server } = await renderComposer({ target: continuation }, {}, streaming);
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Stop' }));

    expect(store.getState().chatStream.streamAborted).toBe(true);
    expect(await screen.findByRole('button', { name: 'Send' })).toBeInTheDocument();
    // api-client refetches the stopped conversation 1 s later (chat-spec section 4).
    await waitFor(
      () => expect(server.calls).toContain(`GET ${paths.userConversations.one(ids.conversation)}`),
      { timeout: 3000 },
    );
  });

  it("shows Send, not Stop, while another conversation's answer streams", async () => {
    await renderComposer(
      { target: { ...continuation, conversationId: 'another-conversation' } },
      {},
      streaming,
    );
    expect(screen.queryByRole('button', { name: 'Stop' })).not.toBeInTheDocument();
  });
});

describe('Composer: input rules (chat-spec section 5)', () => {
  it('is disabled, saying why, with no conversation id or config state', async () => {
    await renderComposer({ target: null });
    expect(messageInput()).toBeDisabled();
    expect(screen.getByText(composerMessages.noTarget)).toBeVisible();
  });

  it('is disabled while the agent loads', async () => {
    await renderComposer({ agent: undefined });
    expect(messageInput()).toBeDisabled();
    expect(screen.getByText(composerMessages.agentLoading)).toBeVisible();
  });

  it('is disabled when the configuration has validation errors', async () => {
    await renderComposer({ hasValidationErrors: true });
    expect(messageInput()).toBeDisabled();
    expect(screen.getByText(composerMessages.validationErrors)).toBeVisible();
  });

  it("is disabled with the screen's reason, e.g. a banned agent (chat-spec section 6)", async () => {
    await renderComposer({ disabledReason: 'This agent is banned: you cannot chat with it.' });
    expect(messageInput()).toBeDisabled();
    expect(screen.getByText('This agent is banned: you cannot chat with it.')).toBeVisible();
  });
});

describe('Composer: guidelines consent (chat-spec section 5)', () => {
  const consent = {
    guidelinesDocumentId: ids.guidelines,
    version: guidelinesDocument.version,
    consentedAt: '2026-01-01T00:00:00.000Z',
  };
  const documentPath = paths.guidelinesDocuments.public(ids.guidelines);
  const consentPath = paths.guidelinesDocuments.consent(ids.guidelines);
  const consentsPath = paths.currentUser.guidelinesConsents();

  /** A consents list and a consent call, of a server that lists a consent once it is given. */
  function rememberingConsents(listPath: string, consentPath: string): ApiRoutes {
    let consented = false;
    return {
      [`GET ${listPath}`]: () => ({ body: { items: consented ? [consent] : [] } }),
      [`POST ${consentPath}`]: () => {
        consented = true;
        return { body: consent };
      },
    };
  }

  const guidelinesRoutes = (): ApiRoutes => ({
    [`GET ${paths.guidelinesDocuments.public(ids.guidelines)}`]: { body: guidelinesDocument },
    ...rememberingConsents(
      paths.currentUser.guidelinesConsents(),
      paths.guidelinesDocuments.consent(ids.guidelines),
    ),
  });

  it('is disabled while the guidelines document loads', async () => {
    await renderComposer({ agent: consentAgent }, guidelinesRoutes());
    expect(messageInput()).toBeDisabled();
    expect(screen.getByText(composerMessages.guidelinesLoading)).toBeVisible();
    await screen.findByText(composerMessages.consentRequired);
  });

  it('blocks the input until the user agrees, then records the consent on the server once', async () => {
    const { user, server, store } = await renderComposer(
      { agent: consentAgent },
      guidelinesRoutes(),
    );
    await user.click(await screen.findByRole('button', { name: 'Read the guidelines' }));
    const dialog = await screen.findByRole('dialog', { name: guidelinesDocument.title });
    expect(within(dialog).getByText('What you may share')).toBeVisible();
    // The modal dialog hides the page from the accessibility tree.
    expect(screen.getByRole('textbox', { name: 'Message', hidden: true })).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'I agree' }));

    await waitFor(() => expect(messageInput()).toBeEnabled());
    const consents = server.calls.filter(
      (call) => call === `POST ${paths.guidelinesDocuments.consent(ids.guidelines)}`,
    );
    expect(consents).toHaveLength(1);
    // The list, asked for again after the consent, lists it: the input stays enabled.
    const listed = `GET ${paths.currentUser.guidelinesConsents()}`;
    const selectConsents = currentUserApi.endpoints.getGuidelinesConsents.select();
    await waitFor(() => {
      expect(server.calls.filter((call) => call === listed)).toHaveLength(2);
      expect(selectConsents(store.getState()).status).toBe('fulfilled');
    });
    expect(messageInput()).toBeEnabled();
  });

  it('does not ask again after a reload when the server has the consent', async () => {
    const { server } = await renderComposer(
      { agent: consentAgent },
      {
        ...guidelinesRoutes(),
        [`GET ${paths.currentUser.guidelinesConsents()}`]: { body: { items: [consent] } },
      },
    );
    await waitFor(() => expect(messageInput()).toBeEnabled());
    expect(screen.queryByRole('button', { name: 'Read the guidelines' })).not.toBeInTheDocument();
    expect(server.calls.some((call) => call.startsWith('POST'))).toBe(false);
  });

  it('asks again when the consent the server lists is to an earlier version', async () => {
    await renderComposer(
      { agent: consentAgent },
      {
        ...guidelinesRoutes(),
        [`GET ${consentsPath}`]: { body: { items: [{ ...consent, version: 2 }] } },
      },
    );
    expect(await screen.findByRole('button', { name: 'Read the guidelines' })).toBeVisible();
    expect(messageInput()).toBeDisabled();
  });

  it('loads the guidelines again when a question is refused for consent, and asks for the new version', async () => {
    const changed = "This agent's guidelines changed since you accepted them.";
    let version = guidelinesDocument.version;
    const { user, store, server } = await renderComposer(
      { agent: consentAgent },
      {
        [`GET ${documentPath}`]: () => ({ body: { ...guidelinesDocument, version } }),
        [`GET ${consentsPath}`]: () => ({
          body: { items: version === consent.version ? [consent] : [] },
        }),
        // The administrator changed the document just before the question.
        [`POST ${paths.userConversations.byGptSystemId(ids.agent)}`]: () => {
          version += 1;
          return { status: 403, body: { message: changed } };
        },
        [`POST ${consentPath}`]: () => ({ body: { ...consent, version } }),
      },
    );
    await waitFor(() => expect(messageInput()).toBeEnabled());
    await write(user, 'May I share passwords?');
    await user.keyboard('{Enter}');

    // The question stays, with the server's words; the composer asks for consent again.
    expect(await screen.findByText(changed)).toBeVisible();
    expect(messageInput()).toHaveValue('May I share passwords?');
    await user.click(await screen.findByRole('button', { name: 'Read the guidelines' }));
    const dialog = await screen.findByRole('dialog', { name: guidelinesDocument.title });
    expect(dialog).toHaveAccessibleDescription(`Version ${guidelinesDocument.version + 1}`);
    await user.click(within(dialog).getByRole('button', { name: 'I agree' }));
    await waitFor(() => expect(messageInput()).toBeEnabled());
    const consentsSent = server.requests.filter(
      (request) => request.method === 'POST' && request.url === consentPath,
    );
    expect(consentsSent.map((request) => JSON.parse(request.body))).toEqual([
      { version: guidelinesDocument.version + 1 },
    ]);
    expect(store.getState().chatStream.requestError?.status).toBe(403);
  });

  it('shows the new version, and says why, when the guidelines changed while the user read them', async () => {
    const stale =
      'These guidelines changed while you were reading them: read the new version, then accept it.';
    let version = guidelinesDocument.version;
    const { user } = await renderComposer(
      { agent: consentAgent },
      {
        [`GET ${documentPath}`]: () => ({ body: { ...guidelinesDocument, version } }),
        [`GET ${consentsPath}`]: { body: { items: [] } },
        [`POST ${consentPath}`]: () => {
          version += 1;
          return { status: 409, body: { message: stale } };
        },
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Read the guidelines' }));
    const dialog = await screen.findByRole('dialog', { name: guidelinesDocument.title });
    expect(dialog).toHaveAccessibleDescription(`Version ${guidelinesDocument.version}`);
    await user.click(within(dialog).getByRole('button', { name: 'I agree' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(stale);
    await waitFor(() =>
      expect(dialog).toHaveAccessibleDescription(`Version ${guidelinesDocument.version + 1}`),
    );
    // Still open over the page: the new version is there to read and accept.
    expect(screen.getByRole('textbox', { name: 'Message', hidden: true })).toBeDisabled();
  });

  it("records an anonymous visitor's consent on their public-chat session", async () => {
    const publicConsent = paths.publicConversations.guidelinesConsent('session-1', ids.guidelines);
    const { user, server } = await renderComposer(
      {
        agent: consentAgent,
        target: { kind: 'public', endpoint: 'demo', sessionIdentifier: 'session-1' },
        features: { uploads: true, userPrompts: false },
      },
      {
        [`GET ${paths.guidelinesDocuments.public(ids.guidelines)}`]: { body: guidelinesDocument },
        ...rememberingConsents(
          paths.publicConversations.guidelinesConsents('session-1'),
          publicConsent,
        ),
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Read the guidelines' }));
    await user.click(await screen.findByRole('button', { name: 'I agree' }));

    await waitFor(() => expect(messageInput()).toBeEnabled());
    expect(server.calls).toContain(`POST ${publicConsent}`);
    // The session's own consents are read, never a signed-in user's.
    expect(server.calls).toContain(
      `GET ${paths.publicConversations.guidelinesConsents('session-1')}`,
    );
    expect(server.calls).not.toContain(`GET ${paths.currentUser.guidelinesConsents()}`);
  });

  it('says so and keeps the input blocked when the guidelines cannot be loaded', async () => {
    await renderComposer(
      { agent: consentAgent },
      {
        ...guidelinesRoutes(),
        [`GET ${paths.guidelinesDocuments.public(ids.guidelines)}`]: { status: 500, text: 'down' },
      },
    );
    expect(
      await screen.findByText('The guidelines could not be loaded: reload the page to try again.'),
    ).toBeVisible();
    expect(messageInput()).toBeDisabled();
  });
});

describe('Composer: uploads', () => {
  const uploadRoutes: ApiRoutes = {
    [`POST ${paths.visionImages.upload()}`]: { body: uploadedImage },
    [`POST ${paths.attachments.upload()}`]: { body: uploadedFile },
    [`POST ${paths.userConversations.segments(ids.conversation)}`]: answeredStream,
  };
  const image = () => new File(['png'], 'chart.png', { type: 'image/png' });
  const textFile = () => new File(['notes'], 'notes.txt', { type: 'text/plain' });
  const attachments = () => screen.getByRole('list', { name: 'Attachments' });
  /** An upload has finished once its chip offers to remove it; until then a question waits. */
  const uploaded = (fileName: string) =>
    screen.findByRole('button', { name: `Remove ${fileName}` });

  it('accepts only the types the agent takes in the file input', async () => {
    await renderComposer({ agent: { ...plainAgent, capabilityTypes: ['Vision'] } });
    expect(screen.getByLabelText('Files to upload')).toHaveAttribute(
      'accept',
      'image/png,image/jpeg,image/gif,image/webp',
    );
  });

  it('sends an uploaded image as a vision image and a text file as a FileSearch attachment', async () => {
    const { user, store, server } = await renderComposer(
      { agent: uploadingAgent, target: continuation },
      uploadRoutes,
    );
    await user.upload(screen.getByLabelText('Files to upload'), [image(), textFile()]);
    // The chips are drawn again when an upload finishes: look at them once both have.
    await uploaded('chart.png');
    await uploaded('notes.txt');
    expect(within(attachments()).getByText('chart.png')).toBeVisible();
    expect(within(attachments()).getByText('notes.txt')).toBeVisible();

    await write(user, 'What do these say?');
    await user.keyboard('{Enter}');

    expect(streamedSegment(store)?.visionImageIds).toEqual([ids.image]);
    expect(streamedSegment(store)?.attachmentIds).toEqual([ids.attachment]);
    expect(server.calls).toContain(`POST ${paths.visionImages.upload()}`);
    expect(server.calls).toContain(`POST ${paths.attachments.upload()}`);
    expect(screen.queryByRole('list', { name: 'Attachments' })).not.toBeInTheDocument();
    await answerStored(store);
  });

  it('does not send an upload removed before sending', async () => {
    const { user, store } = await renderComposer(
      { agent: uploadingAgent, target: continuation },
      uploadRoutes,
    );
    await user.upload(screen.getByLabelText('Files to upload'), image());
    await user.click(await screen.findByRole('button', { name: 'Remove chart.png' }));
    await write(user, 'No image after all');
    await user.keyboard('{Enter}');

    expect(streamedSegment(store)?.visionImageIds).toEqual([]);
    await answerStored(store);
  });

  it("shows why an upload failed in the server's words and keeps the question and other uploads", async () => {
    const { user } = await renderComposer(
      { agent: uploadingAgent, target: continuation },
      {
        ...uploadRoutes,
        [`POST ${paths.visionImages.upload()}`]: {
          status: 415,
          body: {
            statusCode: 415,
            error: 'Unsupported Media Type',
            message: 'chart.png is not a PNG, JPEG, GIF or WebP image.',
          },
        },
      },
    );
    await write(user, 'Keep me');
    await user.upload(screen.getByLabelText('Files to upload'), [textFile(), image()]);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'chart.png is not a PNG, JPEG, GIF or WebP image.',
    );
    expect(messageInput()).toHaveValue('Keep me');
    expect(within(attachments()).getByText('notes.txt')).toBeVisible();
  });

  it('refuses a file the agent cannot take before uploading it', async () => {
    const { server } = await renderComposer({
      agent: { ...plainAgent, capabilityTypes: ['Vision'] },
    });
    // The accept attribute only filters the picker: an "All files" choice still arrives.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(screen.getByLabelText('Files to upload'), textFile());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'notes.txt cannot be attached: this agent takes PNG, JPEG, GIF or WebP images only.',
    );
    expect(server.calls.some((call) => call.startsWith('POST'))).toBe(false);
  });

  it('puts the uploads back with the question when the send fails', async () => {
    const { user } = await renderComposer(
      { agent: uploadingAgent, target: continuation },
      {
        ...uploadRoutes,
        [`POST ${paths.userConversations.segments(ids.conversation)}`]: { status: 503, text: 'x' },
      },
    );
    await user.upload(screen.getByLabelText('Files to upload'), textFile());
    await uploaded('notes.txt');
    await write(user, 'About the notes');
    await user.keyboard('{Enter}');

    expect(await screen.findByText(composerMessages.sendFailed)).toBeVisible();
    expect(within(attachments()).getByText('notes.txt')).toBeVisible();
  });

  it('refuses an eleventh file: a question takes at most 10 of each kind (the contract limit)', async () => {
    let uploaded = 0;
    const { user } = await renderComposer(
      { agent: uploadingAgent },
      {
        [`POST ${paths.attachments.upload()}`]: () => {
          uploaded += 1;
          return { body: { ...uploadedFile, attachmentId: `f-${uploaded}` } };
        },
      },
    );
    const eleven = Array.from(
      { length: 11 },
      (_, index) => new File(['x'], `notes-${index + 1}.txt`, { type: 'text/plain' }),
    );
    await user.upload(screen.getByLabelText('Files to upload'), eleven);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'notes-11.txt cannot be attached: a question takes at most 10 files.',
    );
    await waitFor(() => expect(uploaded).toBe(10), { timeout: 10_000 });
  });

  it("shows a put-back image with the server's thumbnail after a failed send", async () => {
    const { user } = await renderComposer(
      { agent: uploadingAgent, target: continuation },
      {
        ...uploadRoutes,
        [`POST ${paths.userConversations.segments(ids.conversation)}`]: { status: 503, text: 'x' },
        [`GET ${paths.visionImages.base64(ids.image, uploadedImage.thumbnailBlobFileName)}`]: {
          body: { base64Content: 'iVBORw0KGgo=', mimeType: 'image/png' },
        },
      },
    );
    await user.upload(screen.getByLabelText('Files to upload'), image());
    await uploaded('chart.png');
    await write(user, 'About the chart');
    await user.keyboard('{Enter}');

    await screen.findByText(composerMessages.sendFailed);
    await waitFor(() =>
      expect(attachments().querySelector('img')).toHaveAttribute(
        'src',
        'data:image/png;base64,iVBORw0KGgo=',
      ),
    );
  });

  it('hides the upload button when uploads are off or the agent takes no files', async () => {
    await renderComposer({
      agent: uploadingAgent,
      features: { uploads: false, userPrompts: true },
    });
    expect(screen.queryByRole('button', { name: 'Upload files' })).not.toBeInTheDocument();
  });
});

describe('Composer: user prompts', () => {
  const prompt = {
    promptId: 'p-1',
    title: 'Summarise',
    text: 'Summarise this in three bullet points:',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };

  it('fills the input with a saved prompt chosen in the drawer', async () => {
    const { user } = await renderComposer(
      {},
      { [`GET ${paths.userPrompts.list()}`]: { body: { items: [prompt] } } },
    );
    await user.click(screen.getByRole('button', { name: 'My prompts' }));
    await user.click(await screen.findByRole('button', { name: 'Use Summarise' }));

    await waitFor(() => expect(messageInput()).toHaveValue(prompt.text));
  });

  it('hides the user-prompt button when the drawer is off (configState and public chat)', async () => {
    await renderComposer({ features: { uploads: true, userPrompts: false } });
    expect(screen.queryByRole('button', { name: 'My prompts' })).not.toBeInTheDocument();
  });
});
