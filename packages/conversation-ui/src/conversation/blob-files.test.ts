import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiTestServer } from '@parley/app-shell/testing';
import type { ApiTestServer } from '@parley/app-shell/testing';
import { blobFailureMessage, blobMessages, fetchObjectUrl, saveBase64File } from './blob-files';
import { imageFailure } from './generated-images';

let server: ApiTestServer;
beforeAll(async () => {
  server = await startApiTestServer({ 'GET /chart.png': { text: 'PNG bytes' } });
});
afterAll(() => server.close());

/** A loopback address nothing listens on: the fetch itself fails. */
const unreachable = 'http://127.0.0.1:9/chart.png';

describe("chat-spec section 8's blob messages", () => {
  it('says "Failed to fetch blob, status: {n}" when the server refuses the file', async () => {
    await expect(fetchObjectUrl(`${server.baseUrl}/missing.png`)).rejects.toThrow(
      'Failed to fetch blob, status: 404',
    );
    expect(await imageFailure(`${server.baseUrl}/missing.png`)).toBe(
      'Failed to fetch blob, status: 404',
    );
    expect(blobFailureMessage({ status: 403, data: { message: 'no' } })).toBe(
      'Failed to fetch blob, status: 403',
    );
  });

  it('says "Error fetching object URL" when no file could be made of the answer', async () => {
    await expect(fetchObjectUrl(unreachable)).rejects.toThrow('Error fetching object URL');
    expect(await imageFailure(unreachable)).toBe(blobMessages.objectUrlFailed);
    expect(blobFailureMessage({ status: 'FETCH_ERROR', error: 'TypeError' })).toBe(
      'Error fetching object URL',
    );
    expect(() => saveBase64File('not base64 at all!', 'text/plain', 'x.txt')).toThrow(
      'Error fetching object URL',
    );
  });

  it('makes an object URL of a file the server sends', async () => {
    const created: Blob[] = [];
    const original = URL.createObjectURL;
    URL.createObjectURL = (blob: Blob) => {
      created.push(blob);
      return 'blob:test';
    };
    try {
      expect(await fetchObjectUrl(`${server.baseUrl}/chart.png`)).toBe('blob:test');
      expect(await created[0]?.text()).toBe('PNG bytes');
    } finally {
      URL.createObjectURL = original;
    }
  });
});
