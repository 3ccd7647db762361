import { describe, expect, it } from 'vitest';
import { uploadErrorMessage } from './upload-error-message';

describe('uploadErrorMessage', () => {
  it("shows the server's message as it is when it names the file", () => {
    const error = { status: 413, data: { message: 'big.png is larger than 10 MB.' } };
    expect(uploadErrorMessage('big.png', error)).toBe('big.png is larger than 10 MB.');
  });

  it('names the file before a server message that does not', () => {
    const error = { status: 415, data: { message: 'Only images are accepted.' } };
    expect(uploadErrorMessage('a.bmp', error)).toBe(
      'a.bmp was not uploaded: Only images are accepted.',
    );
  });

  it('says the server could not be reached on a network failure', () => {
    expect(uploadErrorMessage('a.png', { status: 'FETCH_ERROR', error: 'TypeError' })).toBe(
      'a.png was not uploaded: the server could not be reached.',
    );
  });

  it('gives the status when the server sent no message', () => {
    expect(uploadErrorMessage('a.png', { status: 500, data: '' })).toBe(
      'a.png was not uploaded: the server refused it (HTTP 500).',
    );
  });
});
