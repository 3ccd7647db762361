import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIds } from '../../db/seed/seed-data';
import { seededAgents } from '../../test-support/event-stream-client';
import { seededUsers, startTestServer } from '../../test-support/test-server';
import type { TestServer } from '../../test-support/test-server';

const { staff } = seededUsers;

describe('agent routes for a conversation', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('gives the introduction, capabilities and the guidelines that need consent', async () => {
    const response = await server.as(staff, {
      method: 'GET',
      url: `/api/internal/gptSystems/${seededAgents.policyGuide}/detailsForConversation`,
    });
    expect(response.json()).toMatchObject({
      gptSystemId: seededAgents.policyGuide,
      name: 'Policy Guide',
      introduction: expect.stringContaining('accept the guidelines'),
      guidelinesDocument: {
        guidelinesDocumentId: seedIds.guidelines.acceptableUse,
        requireConsent: true,
      },
    });
  });

  it('lists the FileSearch capability of the handbook agent', async () => {
    const response = await server.as(staff, {
      method: 'GET',
      url: `/api/internal/gptSystems/${seededAgents.handbook}/detailsForConversation`,
    });
    expect(response.json().capabilityTypes).toEqual(['FileSearch']);
  });

  it("lists the agent's prompts in order", async () => {
    const response = await server.as(staff, {
      method: 'GET',
      url: `/api/internal/gptSystems/${seededAgents.assistant}/promptsForConversation`,
    });
    expect(response.json().prompts.map((prompt: { title: string }) => prompt.title)).toEqual([
      'Summarise',
      'Draft an email',
      'Show every event',
    ]);
  });

  it('answers 404 for an unknown agent', async () => {
    const response = await server.as(staff, {
      method: 'GET',
      url: '/api/internal/gptSystems/unknown/detailsForConversation',
    });
    expect(response.statusCode).toBe(404);
  });
});
