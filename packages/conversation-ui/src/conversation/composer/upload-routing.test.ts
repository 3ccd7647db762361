import { describe, expect, it } from 'vitest';
import { attachmentFileExtensions, limits, visionImageMimeTypes } from '@parley/api-contract';
import { acceptAttribute, acceptsUploads, uploadRouteFor } from './upload-routing';
import type { UploadCapabilities } from './upload-routing';

function file(name: string, type: string, size = 100): File {
  const upload = new File(['x'], name, { type });
  Object.defineProperty(upload, 'size', { value: size });
  return upload;
}

const vision: UploadCapabilities = { capabilityTypes: ['Vision'], visionFileUpload: false };
const fileSearch: UploadCapabilities = {
  capabilityTypes: ['FileSearch', 'CodeInterpreter'],
  visionFileUpload: false,
};
const codeInterpreter: UploadCapabilities = {
  capabilityTypes: ['CodeInterpreter'],
  visionFileUpload: false,
};
const none: UploadCapabilities = { capabilityTypes: [], visionFileUpload: false };

describe('uploadRouteFor', () => {
  it('sends an image to the vision-image upload when the agent has Vision (chat-spec section 5)', () => {
    expect(uploadRouteFor(file('chart.png', 'image/png'), vision)).toEqual({ kind: 'vision' });
  });

  it("sends an image to the vision-image upload when the agent's chat settings allow image uploads", () => {
    expect(
      uploadRouteFor(file('photo.jpg', 'image/jpeg'), { ...none, visionFileUpload: true }),
    ).toEqual({ kind: 'vision' });
  });

  it('makes other files FileSearch attachments when the agent has FileSearch', () => {
    expect(uploadRouteFor(file('notes.txt', 'text/plain'), fileSearch)).toEqual({
      kind: 'attachment',
      attachmentType: 'FileSearch',
    });
  });

  it('makes other files CodeInterpreter attachments when the agent has only CodeInterpreter', () => {
    expect(uploadRouteFor(file('data.csv', 'text/csv'), codeInterpreter)).toEqual({
      kind: 'attachment',
      attachmentType: 'CodeInterpreter',
    });
  });

  it('refuses a file the agent cannot take, naming the file and what it takes', () => {
    expect(uploadRouteFor(file('notes.txt', 'text/plain'), vision)).toEqual({
      kind: 'refused',
      message: 'notes.txt cannot be attached: this agent takes PNG, JPEG, GIF or WebP images only.',
    });
  });

  it('refuses every file when the agent has no upload capability', () => {
    expect(uploadRouteFor(file('a.pdf', 'application/pdf'), none)).toEqual({
      kind: 'refused',
      message: 'a.pdf cannot be attached: this agent does not take files.',
    });
  });

  it('refuses an image type a vision model does not read', () => {
    const route = uploadRouteFor(file('scan.tiff', 'image/tiff'), vision);
    expect(route.kind).toBe('refused');
  });

  it('refuses an image over the contract limit of 10 MB before uploading it', () => {
    expect(
      uploadRouteFor(file('big.png', 'image/png', limits.visionImageMaxBytes + 1), vision),
    ).toEqual({ kind: 'refused', message: 'big.png is 10 MB: images can be at most 10 MB.' });
  });

  it('refuses an attachment over the contract limit of 20 MB before uploading it', () => {
    expect(
      uploadRouteFor(file('big.pdf', 'application/pdf', 25 * 1024 * 1024), fileSearch),
    ).toEqual({ kind: 'refused', message: 'big.pdf is 25 MB: files can be at most 20 MB.' });
  });
});

describe('acceptAttribute', () => {
  it('lists only image types for an agent that takes images only', () => {
    expect(acceptAttribute(vision)).toBe('image/png,image/jpeg,image/gif,image/webp');
  });

  it('lists text files and PDF for an agent that takes attachments', () => {
    expect(acceptAttribute(fileSearch).split(',')).toEqual(
      expect.arrayContaining(['.txt', '.md', '.pdf', '.csv']),
    );
  });
});

describe('acceptsUploads', () => {
  it('is false for an agent with no Vision, FileSearch or CodeInterpreter', () => {
    expect(acceptsUploads(none)).toBe(false);
  });
});

describe("the composer's accepted types are the server's (the contract's lists)", () => {
  it('attaches a file of every extension the server accepts, and refuses one it does not', () => {
    for (const extension of attachmentFileExtensions) {
      expect(uploadRouteFor(file(`notes${extension}`, ''), fileSearch), extension).toEqual({
        kind: 'attachment',
        attachmentType: 'FileSearch',
      });
    }
    expect(uploadRouteFor(file('setup.exe', 'application/octet-stream'), fileSearch).kind).toBe(
      'refused',
    );
  });

  it('sends every image type the server reads to the vision upload, and offers exactly those', () => {
    for (const type of visionImageMimeTypes) {
      expect(uploadRouteFor(file('picture', type), vision), type).toEqual({ kind: 'vision' });
    }
    expect(uploadRouteFor(file('picture.bmp', 'image/bmp'), vision).kind).toBe('refused');
    expect(acceptAttribute(vision).split(',')).toEqual([...visionImageMimeTypes]);
    expect(acceptAttribute(codeInterpreter).split(',')).toEqual([...attachmentFileExtensions]);
  });
});
