import type { AdminGptSystemDetails, AgentPublicChat } from '@parley/api-contract';

// Sample agents for the agent screens' tests and stories (never product code, not exported).

/** A public chat as the server answers it for an agent whose endpoint was never switched on. */
export function samplePublicChat(changes: Partial<AgentPublicChat> = {}): AgentPublicChat {
  return {
    enabled: false,
    endpoint: null,
    allowedOrigins: [],
    questionsPerMinutePerSession: 20,
    questionsPerMinutePerAddress: 60,
    questionsPerMinutePerEndpoint: 600,
    brandKey: null,
    ...changes,
  };
}

/** The console's view of one system agent (`GET .../admin/gptSystems/{id}`). */
export function sampleAdminAgent(
  changes: Partial<AdminGptSystemDetails> = {},
): AdminGptSystemDetails {
  return {
    gptSystemId: 'a1b2c3d4-0000-4000-8000-000000000007',
    name: 'Travel desk',
    status: 'Active',
    publishedVersion: 2,
    createdAt: '2026-11-20T10:00:00.000Z',
    publicChat: samplePublicChat(),
    ...changes,
  };
}
