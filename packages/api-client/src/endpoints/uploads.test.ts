import { paths } from '@parley/api-contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeStore } from '../make-store';
import { sendJson, startTestServer } from '../testing/test-server';
import type { TestServer } from '../testing/test-server';
import { uploadsApi } from './uploads';

const visionImage = {
  visionImageId: 'img-1',
  blobFileName: 'cat.png',
  thumbnailBlobFileName: 'cat-thumb.png',
  mimeType: 'image/png',
};
const attachment = {
  attachmentId: 'att-1',
  originalFileName: 'notes.pdf',
  attachmentType: 'FileSearch',
};

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer((request, response) =>
    sendJson(response, 200, request.url === paths.visionImages.upload() ? visionImage : attachment),
  );
});
afterAll(() => server.close());
afterEach(() => {
  server.requests.length = 0;
});

function storeFor() {
  return makeStore({ reducers: {}, extra: { baseUrl: server.url } });
}

describe('uploads (chat-spec section 7)', () => {
  it('uploads a vision image as multipart form data with the public session identifier', async () => {
    const result = await storeFor().dispatch(
      uploadsApi.endpoints.uploadVisionImage.initiate({
        file: new Blob(['png-bytes'], { type: 'image/png' }),
        fileName: 'cat.png',
        sessionIdentifier: 'visitor-1',
      }),
    );
    expect(result.data).toEqual(visionImage);
    const [upload] = server.requests;
    expect(upload?.headers['content-type']).toMatch(/^multipart\/form-data/);
    expect(upload?.body).toContain('name="file"; filename="cat.png"');
    expect(upload?.body).toMatch(/name="sessionIdentifier"\r\n\r\nvisitor-1/);
  });

  it('uploads an attachment with its attachmentType and the context "Conversation"', async () => {
    await storeFor().dispatch(
      uploadsApi.endpoints.uploadAttachment.initiate({
        file: new Blob(['pdf-bytes'], { type: 'application/pdf' }),
        fileName: 'notes.pdf',
        attachmentType: 'CodeInterpreter',
      }),
    );
    const [upload] = server.requests;
    expect(upload?.url).toBe(paths.attachments.upload());
    expect(upload?.body).toMatch(/name="attachmentType"\r\n\r\nCodeInterpreter/);
    expect(upload?.body).toMatch(/name="context"\r\n\r\nConversation/);
  });
});
