import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { paths, rateLimitMessage } from '@parley/api-contract';
import { startApiTestServer } from '@parley/app-shell/testing';
import type { ApiRoutes, ApiTestServer } from '@parley/app-shell/testing';
import { renderWithProviders } from '@parley/app-shell/testing';
import { PublicChatScreen } from './public-chat-screen';
import { publicChatMessages } from './public-chat-messages';
import {
  endpoint,
  publicAgent,
  publicIds,
  session,
  storedPublicConversation,
  workingEndpoint,
} from './public-chat-test-fixtures';
import { savePublicSession } from './public-session-storage';

let server: ApiTestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  sessionStorage.clear();
});

const sessionCall = `POST ${paths.publicConversations.session(endpoint)}`;

async function renderScreen(routes: ApiRoutes, { popup = false } = {}) {
  server = await startApiTestServer(routes);
  const view = renderWithProviders(<PublicChatScreen endpoint={endpoint} popup={popup} />, {
    baseUrl: server.baseUrl,
  });
  return { ...view, server, user: userEvent.setup() };
}

function storeSession(conversationId: string | null) {
  savePublicSession(endpoint, {
    sessionIdentifier: session.sessionIdentifier,
    gptSystemId: session.gptSystemId,
    brandKey: session.brandKey,
    sessionTokens: {},
    conversationId,
  });
}

/** The first render loads Chakra and the brand: give it more than the default second. */
const agentHeading = () =>
  screen.findByRole('heading', { level: 1, name: 'Parley Assistant' }, { timeout: 5000 });

describe('PublicChatScreen (chat-spec section 2, "Public chat"; issue 7)', () => {
  it('starts an anonymous session and shows the agent, its introduction and prompts', async () => {
    const { server } = await renderScreen(workingEndpoint);
    expect(await agentHeading()).toBeInTheDocument();
    expect(screen.getByText('Hello! Ask me anything about Parley.')).toBeInTheDocument();
    // The prompts come with their own call, which may answer after the agent's details.
    expect(await screen.findByRole('button', { name: /Start/ })).toBeInTheDocument();
    expect(server.calls).toContain(sessionCall);
    expect(document.title).toBe('Parley Assistant | Parley');
  });

  it('shows a side area with the agent and "New conversation" outside popup mode', async () => {
    await renderScreen(workingEndpoint);
    const side = await screen.findByRole('complementary', { name: 'About this chat' });
    expect(side).toHaveTextContent('Parley Assistant');
    expect(screen.getByRole('button', { name: 'New conversation' })).toBeDisabled();
  });

  it('has no side area in popup mode (/true)', async () => {
    await renderScreen(workingEndpoint, { popup: true });
    await agentHeading();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New conversation' })).toBeInTheDocument();
  });

  it('keeps the session for the tab, so a reload starts no second session', async () => {
    const first = await renderScreen(workingEndpoint);
    await agentHeading();
    first.unmount();
    renderWithProviders(<PublicChatScreen endpoint={endpoint} popup={false} />, {
      baseUrl: first.server.baseUrl,
    });
    expect(await agentHeading()).toBeInTheDocument();
    expect(first.server.calls.filter((call) => call === sessionCall)).toHaveLength(1);
  });

  it('reopens the conversation stored for the tab after a reload', async () => {
    storeSession(publicIds.conversation);
    const { server } = await renderScreen(workingEndpoint);
    expect(await screen.findByText('Parley is a chat platform.')).toBeInTheDocument();
    expect(server.calls).not.toContain(sessionCall);
    expect(document.title).toBe(`${storedPublicConversation.title} | Parley`);
  });

  it('starts a new session when the server no longer knows the stored one', async () => {
    savePublicSession(endpoint, {
      sessionIdentifier: 'expired-session',
      gptSystemId: session.gptSystemId,
      brandKey: 'default',
      sessionTokens: {},
      conversationId: null,
    });
    const { server } = await renderScreen(workingEndpoint);
    expect(await agentHeading()).toBeInTheDocument();
    expect(server.calls).toContain(sessionCall);
  });

  it('"New conversation" leaves the open conversation for the introduction', async () => {
    storeSession(publicIds.conversation);
    const { user } = await renderScreen(workingEndpoint);
    await screen.findByText('Parley is a chat platform.');
    await user.click(screen.getByRole('button', { name: 'New conversation' }));
    expect(await agentHeading()).toBeInTheDocument();
    expect(screen.queryByText('Parley is a chat platform.')).not.toBeInTheDocument();
  });

  it('shows "This chat is not available" for an unknown or disabled endpoint', async () => {
    await renderScreen({
      [sessionCall]: { status: 404, body: { message: 'The public chat does not exist.' } },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This chat is not available' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(`The public chat "${endpoint}" does not exist or is not available.`),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('offers "Try again" when the session fails for another reason, and recovers', async () => {
    const { user, server } = await renderScreen({ [sessionCall]: { status: 500, text: 'down' } });
    await screen.findByRole('heading', { name: publicChatMessages.failedTitle });
    server.routes = workingEndpoint;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await agentHeading()).toBeInTheDocument();
  });

  it("shows the server's 429 message where the answer would be and keeps the question", async () => {
    const message = rateLimitMessage(42);
    const { user } = await renderScreen({
      ...workingEndpoint,
      [`POST ${paths.publicConversations.byGptPublicEndpoint(endpoint)}`]: {
        status: 429,
        body: { message },
      },
    });
    const input = await screen.findByRole('textbox', { name: 'Message' });
    await user.type(input, 'Hello there{Enter}');
    expect(await screen.findByText(message)).toBeInTheDocument();
    await waitFor(() => expect(input).toHaveValue('Hello there'));
  });

  const consent = {
    guidelinesDocumentId: 'g-1',
    version: 1,
    consentedAt: '2026-01-01T00:00:00.000Z',
  };
  const consentCall = paths.publicConversations.guidelinesConsent(publicIds.session, 'g-1');
  const consentsCall = paths.publicConversations.guidelinesConsents(publicIds.session);
  /** The endpoint's agent asks for consent to its guidelines; the session has given none yet. */
  const consentFirst: ApiRoutes = {
    ...workingEndpoint,
    [`GET ${paths.publicConversations.gptSystemDetailsForConversation(publicIds.session)}`]: {
      body: {
        ...publicAgent,
        guidelinesDocument: { guidelinesDocumentId: 'g-1', requireConsent: true },
      },
    },
    [`GET ${paths.guidelinesDocuments.public('g-1')}`]: {
      body: {
        guidelinesDocumentId: 'g-1',
        title: 'Acceptable use',
        requireConsent: true,
        version: 1,
        sections: [{ sectionId: 'sec-1', title: 'Sharing', content: 'Share with care.' }],
      },
    },
    [`GET ${consentsCall}`]: { body: { items: [] } },
    [`POST ${consentCall}`]: { body: consent },
  };

  it('enables the prompts once the visitor consents to the guidelines (chat-spec section 5)', async () => {
    const { user, server } = await renderScreen(consentFirst);
    await agentHeading();
    expect(await screen.findByRole('button', { name: /Start/ })).toBeDisabled();

    await user.click(await screen.findByRole('button', { name: 'Read the guidelines' }));
    const dialog = await screen.findByRole('dialog', { name: 'Acceptable use' });
    await user.click(within(dialog).getByRole('button', { name: 'I agree' }));

    await waitFor(() => expect(screen.getByRole('button', { name: /Start/ })).toBeEnabled());
    expect(server.calls).toContain(`POST ${consentCall}`);
  });

  it('does not ask again after a reload when the session consented before (chat-spec section 5)', async () => {
    const { server } = await renderScreen({
      ...consentFirst,
      [`GET ${consentsCall}`]: { body: { items: [consent] } },
    });
    await waitFor(() => expect(screen.getByRole('button', { name: /Start/ })).toBeEnabled());
    expect(screen.queryByRole('button', { name: 'Read the guidelines' })).not.toBeInTheDocument();
    expect(server.calls).not.toContain(`POST ${consentCall}`);
  });
});

describe('PublicChatScreen brand (issue 7, "Themed by the endpoint\'s brand")', () => {
  const harbour = {
    brandKey: 'harbour',
    primary: '#0B6E4F',
    secondary: '#1F4E79',
    menu: '#0E2A3B',
    menuTextPrimary: '#FAFAFA',
    useGradientButtons: false,
  };

  /** Chakra writes each theme's tokens as CSS variables into the document's style sheets. */
  const documentCss = () =>
    Array.from(document.querySelectorAll('style'), (style) => style.textContent ?? '').join('\n');

  it("loads the brand named by the session and draws the page in the brand's primary colour", async () => {
    const { server } = await renderScreen({
      ...workingEndpoint,
      [`POST ${paths.publicConversations.session(endpoint)}`]: {
        status: 201,
        body: { ...session, brandKey: harbour.brandKey },
      },
      [`GET ${paths.brands.theme(harbour.brandKey)}`]: {
        body: {
          brand: {
            brandKey: harbour.brandKey,
            logoFileName: null,
            navigationLogoFileName: null,
            splashScreenBackgroundFileName: null,
            useLoginBackgroundImg: false,
            loginBackground: '#919EAB',
            loginAlignment: 'Center',
            avatar: null,
            files: [],
          },
          theme: harbour,
        },
      },
    });
    await agentHeading();
    expect(server.calls).toContain(`GET ${paths.brands.theme(harbour.brandKey)}`);
    expect(documentCss().toUpperCase()).toContain(harbour.primary);
  });
});
