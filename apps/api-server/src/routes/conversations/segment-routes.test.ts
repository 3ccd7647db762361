import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedLibrary } from '../../db/seed/seed-data';
import { seededAgents, startConversation } from '../../test-support/event-stream-client';
import { seededUsers, startTestServer } from '../../test-support/test-server';
import type { TestServer } from '../../test-support/test-server';

const { staff } = seededUsers;

describe('segment routes', () => {
  let server: TestServer;
  let segmentUrl: string;
  beforeAll(async () => {
    server = await startTestServer();
    const { conversationId, segmentId } = await startConversation(
      server,
      staff,
      seededAgents.handbook,
      'What is the deadline for submitting expenses?',
    );
    segmentUrl = `/api/internal/userConversations/${conversationId}/segments/${segmentId}`;
  });
  afterAll(() => server.close());

  const conversationSegment = async () => {
    const conversationUrl = segmentUrl.replace(/\/segments\/.*$/, '');
    return (await server.as(staff, { method: 'GET', url: conversationUrl })).json().segments[0];
  };

  it('records feedback on an answer and shows it with the segment', async () => {
    const response = await server.as(staff, {
      method: 'POST',
      url: `${segmentUrl}/feedback`,
      payload: { rating: 'Negative', comment: 'Too short' },
    });
    expect(response.statusCode).toBe(200);
    expect((await conversationSegment()).feedback).toEqual({
      rating: 'Negative',
      comment: 'Too short',
    });
  });

  it('replaces earlier feedback, and removes it', async () => {
    await server.as(staff, {
      method: 'POST',
      url: `${segmentUrl}/feedback`,
      payload: { rating: 'Positive' },
    });
    expect((await conversationSegment()).feedback).toEqual({ rating: 'Positive', comment: null });
    const removed = await server.as(staff, { method: 'DELETE', url: `${segmentUrl}/feedback` });
    expect(removed.statusCode).toBe(204);
    expect((await conversationSegment()).feedback).toBeNull();
  });

  it('refuses a rating outside Positive and Negative, naming the field', async () => {
    const response = await server.as(staff, {
      method: 'POST',
      url: `${segmentUrl}/feedback`,
      payload: { rating: 'Meh' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[0].field).toBe('rating');
  });

  /** The seeded staff handbook's "Expenses.md", whose one chunk answers the question. */
  const expensesPassage = `libraries/${seedLibrary.library.dataSourceId}/files/${seedLibrary.files[1]?.fileId}/chunks/0`;

  it('cites the library passage the answer used, by file', async () => {
    expect((await conversationSegment()).citations).toContainEqual({
      title: 'Expenses.md',
      path: expensesPassage,
    });
  });

  it('downloads the file of a cited passage as base64 with its type', async () => {
    const response = await server.as(staff, {
      method: 'GET',
      url: `${segmentUrl}/citations/download?path=${expensesPassage}&title=Expenses.md`,
    });
    expect(response.statusCode).toBe(200);
    const { type, data } = response.json();
    expect(type).toBe('text/markdown');
    expect(Buffer.from(data, 'base64').toString('utf8')).toMatch(/^Submit expenses within 30 days/);
  });

  it('opens a cited passage with its file and library', async () => {
    const response = await server.as(staff, {
      method: 'GET',
      url: `${segmentUrl}/citations/passage?path=${expensesPassage}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      title: 'Expenses.md',
      fileName: 'Expenses.md',
      libraryName: 'Staff handbook',
      pageNumber: null,
      heading: null,
      text: expect.stringMatching(/^Submit expenses within 30 days/),
    });
  });

  it('refuses a passage the answer did not cite, even of the same library', async () => {
    const travel = expensesPassage.replace(
      seedLibrary.files[1]?.fileId ?? '',
      seedLibrary.files[0]?.fileId ?? '',
    );
    const response = await server.as(staff, {
      method: 'GET',
      url: `${segmentUrl}/citations/passage?path=${travel}`,
    });
    expect(response.statusCode).toBe(404);
  });

  it('refuses a document download without a path, naming the query parameter', async () => {
    const response = await server.as(staff, {
      method: 'GET',
      url: `${segmentUrl}/citations/download`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[0].field).toBe('path');
  });

  it('refuses to download a document the answer did not cite', async () => {
    const response = await server.as(staff, {
      method: 'GET',
      url: `${segmentUrl}/citations/download?path=handbook/secret.md`,
    });
    expect(response.statusCode).toBe(404);
  });

  it('gives the execution details: engine, deployment, status and tokens', async () => {
    const response = await server.as(staff, {
      method: 'GET',
      url: `${segmentUrl}/executionDetails`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      engine: 'offline',
      deploymentName: 'offline',
      status: 'Completed',
      inputTokens: expect.any(Number),
      outputTokens: expect.any(Number),
    });
  });

  it('gives the trace logs of the answer, oldest first', async () => {
    const response = await server.as(staff, { method: 'GET', url: `${segmentUrl}/traceLogs` });
    const messages = response.json().items.map((item: { message: string }) => item.message);
    expect(messages[0]).toBe('Answering with offline (deployment offline)');
    expect(messages.at(-1)).toBe('Answer completed');
  });

  it('answers 404 for an unknown segment of an own conversation', async () => {
    const url = segmentUrl.replace(
      /segments\/.*$/,
      'segments/00000000-0000-4000-8000-000000000000/traceLogs',
    );
    expect((await server.as(staff, { method: 'GET', url })).statusCode).toBe(404);
  });

  it('answers a provider file with a clear 404: no engine Parley runs produces one', async () => {
    const response = await server.as(staff, {
      method: 'GET',
      url: `${segmentUrl}/openAIFiles/file-abc`,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(
      'The answer has no provider file "file-abc": Parley\'s engines produce none.',
    );
  });

  it("answers another user's provider file request as a missing conversation (404)", async () => {
    const response = await server.as(seededUsers.moderator, {
      method: 'GET',
      url: `${segmentUrl}/openAIFiles/file-abc`,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toMatch(/^No conversation has the id/);
  });
});
