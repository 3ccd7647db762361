import { limits, paths } from '@parley/api-contract';
import type { AttachmentReference } from '@parley/api-contract';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachments } from '../../db/schema';
import { multipartRequest } from '../../test-support/upload-test-support';
import { seededUsers, startTestServer } from '../../test-support/test-server';
import type { TestServer } from '../../test-support/test-server';

const { staff, moderator } = seededUsers;

const guide = '# Parking\n\nVisitors park on level 2.\n';

describe('attachment routes', () => {
  let server: TestServer;
  let uploaded: AttachmentReference;

  const upload = async (fields: Parameters<typeof multipartRequest>[1], userName: string = staff) =>
    server.as(userName, await multipartRequest(paths.attachments.upload(), fields));

  const storedAttachments = async () =>
    (await server.database.db.select({ rows: count() }).from(attachments))[0]?.rows;

  beforeAll(async () => {
    server = await startTestServer();
    const response = await upload({
      file: { fileName: 'parking.md', type: 'text/markdown', data: guide },
      attachmentType: 'FileSearch',
      context: 'Conversation',
    });
    expect(response.statusCode).toBe(200);
    uploaded = response.json();
  });
  afterAll(() => server.close());

  it('answers the attachment id, file name and type (chat-spec section 3, attachment)', () => {
    expect(uploaded).toEqual({
      attachmentId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      originalFileName: 'parking.md',
      attachmentType: 'FileSearch',
    });
  });

  it('answers the attachment by id to its owner', async () => {
    const response = await server.as(staff, {
      method: 'GET',
      url: paths.attachments.one(uploaded.attachmentId),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(uploaded);
  });

  it('serves the file as base64 with its type to its owner', async () => {
    const response = await server.as(staff, {
      method: 'GET',
      url: paths.attachments.base64(uploaded.attachmentId),
    });
    expect(response.statusCode).toBe(200);
    const { base64Content, mimeType } = response.json();
    expect(mimeType).toBe('text/markdown');
    expect(Buffer.from(base64Content, 'base64').toString('utf8')).toBe(guide);
  });

  it("answers another user's attachment with 404, as if it did not exist", async () => {
    for (const url of [
      paths.attachments.one(uploaded.attachmentId),
      paths.attachments.base64(uploaded.attachmentId),
    ]) {
      const response = await server.as(moderator, { method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(`No attachment "${uploaded.attachmentId}" is yours.`);
    }
  });

  it('refuses anonymous callers with 401', async () => {
    const request = await multipartRequest(paths.attachments.upload(), {
      file: { fileName: 'a.txt', type: 'text/plain', data: 'a' },
      attachmentType: 'FileSearch',
      context: 'Conversation',
    });
    expect((await server.app.inject(request)).statusCode).toBe(401);
    const fetched = await server.app.inject({
      method: 'GET',
      url: paths.attachments.one(uploaded.attachmentId),
    });
    expect(fetched.statusCode).toBe(401);
  });

  it('refuses an attachment type other than FileSearch and CodeInterpreter with 400', async () => {
    const before = await storedAttachments();
    const response = await upload({
      file: { fileName: 'a.txt', type: 'text/plain', data: 'a' },
      attachmentType: 'Vision',
      context: 'Conversation',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'attachmentType must be FileSearch or CodeInterpreter; got "Vision".',
    );
    expect(await storedAttachments()).toBe(before);
  });

  it('refuses a context other than "Conversation" with 400', async () => {
    const response = await upload({
      file: { fileName: 'a.txt', type: 'text/plain', data: 'a' },
      attachmentType: 'FileSearch',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('context must be "Conversation"; none was sent.');
  });

  it('refuses a file type it cannot read with 415, naming the file, and stores nothing', async () => {
    const before = await storedAttachments();
    const response = await upload({
      file: { fileName: 'slides.pptx', type: 'application/vnd.ms-powerpoint', data: 'PK' },
      attachmentType: 'FileSearch',
      context: 'Conversation',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toMatch(/^"slides\.pptx" is not a supported attachment/);
    expect(await storedAttachments()).toBe(before);
  });

  it(`refuses a file over ${limits.attachmentMaxBytes} bytes with 413 and stores nothing`, async () => {
    const before = await storedAttachments();
    const response = await upload({
      file: {
        fileName: 'big.txt',
        type: 'text/plain',
        data: 'a'.repeat(limits.attachmentMaxBytes + 1),
      },
      attachmentType: 'FileSearch',
      context: 'Conversation',
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(
      '"big.txt" is larger than 20 MB, the limit for an attachment.',
    );
    expect(await storedAttachments()).toBe(before);
  });

  it('refuses an empty file with 400', async () => {
    const response = await upload({
      file: { fileName: 'empty.txt', type: 'text/plain', data: '' },
      attachmentType: 'CodeInterpreter',
      context: 'Conversation',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('"empty.txt" is empty.');
  });

  it('refuses two files in one upload with 400', async () => {
    const form = new FormData();
    form.append('file', new Blob(['a']), 'a.txt');
    form.append('file', new Blob(['b']), 'b.txt');
    form.append('attachmentType', 'FileSearch');
    form.append('context', 'Conversation');
    const encoded = new Response(form);
    const response = await server.as(staff, {
      method: 'POST',
      url: paths.attachments.upload(),
      headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Send one file per attachment upload.');
  });
});
