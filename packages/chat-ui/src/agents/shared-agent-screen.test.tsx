import { ownPersonalAgent } from '@parley/api-client/testing';
import { paths } from '@parley/api-contract';
import { removeAllToasts, Toaster } from '@parley/app-shell';
import { renderWithProviders, startApiTestServer } from '@parley/app-shell/testing';
import type { ApiRoutes, ApiTestServer } from '@parley/app-shell/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useParams } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { personalAgentMessages } from './personal-agent-messages';
import { agentRoutes } from '../components/use-agent-actions';
import { SharedAgentScreen } from './shared-agent-screen';

const { gptSystemId } = ownPersonalAgent;

function ChatPage() {
  return <p>Chat with {useParams().gptSystemId}</p>;
}

let server: ApiTestServer | undefined;
afterEach(async () => {
  removeAllToasts();
  await server?.close();
  server = undefined;
});

async function openLink(api: ApiRoutes) {
  server = await startApiTestServer(api);
  renderWithProviders(
    <>
      <Routes>
        <Route path="/chat/agents/shared/:gptSystemId" element={<SharedAgentScreen />} />
        <Route path="/chat/:gptSystemId" element={<ChatPage />} />
      </Routes>
      <Toaster />
    </>,
    { baseUrl: server.baseUrl, route: agentRoutes.shared(gptSystemId) },
  );
  return server;
}

describe('SharedAgentScreen', () => {
  it("adds the shared agent to the user's agents and opens its chat", async () => {
    const api = await openLink({
      [`POST ${paths.currentUser.gptSystemSharedWithMe(gptSystemId)}`]: { status: 204 },
    });
    expect(await screen.findByText(`Chat with ${gptSystemId}`)).toBeInTheDocument();
    expect(screen.getByText(personalAgentMessages.sharedAdded)).toBeInTheDocument();
    expect(api.calls).toContain(`POST ${paths.currentUser.gptSystemSharedWithMe(gptSystemId)}`);
  });

  it("shows the server's reason when the agent is not shared, and adds it on Retry once it is", async () => {
    let shared = false;
    await openLink({
      [`POST ${paths.currentUser.gptSystemSharedWithMe(gptSystemId)}`]: () =>
        shared
          ? { status: 204 }
          : {
              status: 404,
              body: { statusCode: 404, message: 'No shared agent has this id.' },
            },
    });
    expect(await screen.findByText(personalAgentMessages.addSharedFailed)).toBeInTheDocument();
    expect(screen.getByText('No shared agent has this id.')).toBeInTheDocument();
    shared = true;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(`Chat with ${gptSystemId}`)).toBeInTheDocument();
  });
});
