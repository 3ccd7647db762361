import { ownPersonalAgent } from '@parley/api-client/testing';
import type { GptSystem } from '@parley/api-contract';
import { removeAllToasts, Toaster } from '@parley/app-shell';
import { renderWithProviders, startApiTestServer } from '@parley/app-shell/testing';
import type { ApiTestServer } from '@parley/app-shell/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { agentMessages } from './agent-messages';
import { useAgentActions } from './use-agent-actions';

let server: ApiTestServer | undefined;
afterEach(async () => {
  removeAllToasts();
  await server?.close();
  server = undefined;
});

/** An agent menu's Edit, for an agent as a caller hands it over. */
function EditButton({ agent }: { agent: GptSystem }) {
  const { edit } = useAgentActions();
  return (
    <button type="button" onClick={() => void edit(agent)}>
      Edit
    </button>
  );
}

describe('useAgentActions().edit', () => {
  it('says "Missing GPT System Identifier" and asks nothing of the server for an agent without its id (chat-spec section 8)', async () => {
    server = await startApiTestServer({});
    renderWithProviders(
      <>
        <EditButton agent={{ ...ownPersonalAgent, gptSystemId: '' }} />
        <Toaster />
      </>,
      { baseUrl: server.baseUrl, route: '/chat/agents' },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(await screen.findByText(agentMessages.missingAgentId)).toBeInTheDocument();
    expect(server.calls.filter((call) => call.startsWith('POST'))).toEqual([]);
  });
});
