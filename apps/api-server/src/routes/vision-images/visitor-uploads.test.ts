import { paths } from '@parley/api-contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIds } from '../../db/seed/seed-data';
import { gptSystems } from '../../db/schema';
import { multipartRequest } from '../../test-support/upload-test-support';
import { startTestServer } from '../../test-support/test-server';
import type { TestServer } from '../../test-support/test-server';
import { startPublicConversation } from '../public-conversations/testing/public-visitor';

describe("anonymous visitors' image uploads, behind a trusted reverse proxy", () => {
  let server: TestServer;
  let image: Buffer;

  /** A new session for a visitor whose address the proxy forwards (sessions count per address). */
  const newSession = async (clientAddress: string, endpoint = 'parley-demo') => {
    const response = await server.app.inject({
      method: 'POST',
      url: paths.publicConversations.session(endpoint),
      headers: { 'x-forwarded-for': clientAddress },
    });
    return (response.json() as { sessionIdentifier: string }).sessionIdentifier;
  };

  /** An image upload by a visitor whose address the proxy forwards. */
  const upload = async (sessionIdentifier: string, clientAddress: string) => {
    const request = await multipartRequest(paths.visionImages.upload(), {
      file: { fileName: 'photo.png', type: 'image/png', data: image },
      sessionIdentifier,
    });
    return server.app.inject({
      ...request,
      headers: { ...request.headers, 'x-forwarded-for': clientAddress },
    });
  };

  beforeAll(async () => {
    // Requests from inject come from 127.0.0.1: that is the proxy, the client is X-Forwarded-For.
    server = await startTestServer({ env: { PARLEY_TRUST_PROXY: '127.0.0.1' } });
    await server.database.db
      .update(gptSystems)
      .set({ publicQuestionsPerMinutePerSession: 2, publicQuestionsPerMinutePerAddress: 3 })
      .where(eq(gptSystems.gptSystemId, seedIds.agents.assistant));
    // Handbook Search has FileSearch only: no Vision capability, image uploads off.
    await server.database.db
      .update(gptSystems)
      .set({ publicEndpoint: 'handbook', publicEndpointEnabled: true })
      .where(eq(gptSystems.gptSystemId, seedIds.agents.handbook));
    // Policy Guide has no capabilities, but image uploads switched on in its chat settings.
    await server.database.db
      .update(gptSystems)
      .set({ publicEndpoint: 'policy', publicEndpointEnabled: true, visionFileUpload: true })
      .where(eq(gptSystems.gptSystemId, seedIds.agents.policyGuide));
    image = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#369' } })
      .png()
      .toBuffer();
  });
  afterAll(() => server.close());

  it("refuses a session's third image in a minute with 429, Retry-After and the contract's message (the endpoint's per-session limit)", async () => {
    const session = await newSession('198.51.100.1');
    expect((await upload(session, '198.51.100.1')).statusCode).toBe(200);
    expect((await upload(session, '198.51.100.1')).statusCode).toBe(200);
    const refused = await upload(session, '198.51.100.1');
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.json().message).toBe(
      `Too many messages. Please wait ${retryAfter} ${retryAfter === 1 ? 'second' : 'seconds'} and try again.`,
    );
  });

  it("counts images per forwarded client address across sessions (the endpoint's per-address limit), each address on its own", async () => {
    const first = await newSession('198.51.100.2');
    const second = await newSession('198.51.100.2');
    await upload(first, '198.51.100.2');
    await upload(first, '198.51.100.2');
    expect((await upload(second, '198.51.100.2')).statusCode).toBe(200);
    expect((await upload(second, '198.51.100.2')).statusCode).toBe(429);
    const neighbour = await newSession('198.51.100.3');
    expect((await upload(neighbour, '198.51.100.3')).statusCode).toBe(200);
  });

  it('counts images apart from questions: a visitor who uploaded up to the limit still asks', async () => {
    const session = await newSession('198.51.100.4');
    await upload(session, '198.51.100.4');
    await upload(session, '198.51.100.4');
    expect(
      (await startPublicConversation(server, session, 'What is in my photo?')).statusCode,
    ).toBe(200);
  });

  it("refuses an image with 400 when the session's agent has neither the Vision capability nor image uploads", async () => {
    const session = await newSession('198.51.100.5', 'handbook');
    const refused = await upload(session, '198.51.100.5');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'The agent "Handbook Search" of this public chat takes no images: it has neither the Vision capability nor image uploads (visionFileUpload) switched on.',
    );
  });

  it('takes images for an agent with image uploads switched on but no Vision capability', async () => {
    const session = await newSession('198.51.100.6', 'policy');
    expect((await upload(session, '198.51.100.6')).statusCode).toBe(200);
  });
});
