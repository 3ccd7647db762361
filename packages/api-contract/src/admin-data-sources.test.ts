import { describe, expect, it } from 'vitest';
import {
  dataSourceInputSchema,
  dataSourceMessages,
  defaultLibraryIndexSettings,
  fileNameFromPathSegment,
  fileNamePathSegment,
  libraryFileQuerySchema,
} from './admin-data-sources';

describe('data sources in the contract', () => {
  it('puts file names in paths as base64url of their UTF-8, and reads them back', () => {
    for (const name of ['report.pdf', 'Ärger & Freude?.md', 'a+b/c=d.txt', '日本語.docx']) {
      const segment = fileNamePathSegment(name);
      expect(segment).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(fileNameFromPathSegment(segment)).toBe(name);
    }
    expect(fileNamePathSegment('a+b/c=d.txt')).toBe('YStiL2M9ZC50eHQ');
  });

  it('reads no file name from a segment that is not base64url of UTF-8', () => {
    expect(fileNameFromPathSegment('not+base64')).toBeUndefined();
    expect(fileNameFromPathSegment('_w')).toBeUndefined();
  });

  it('says what is wrong with a library form in the words the console shows', () => {
    const result = dataSourceInputSchema.safeParse({
      name: ' ',
      description: 'x'.repeat(2001),
      indexSettings: { chunkSize: 500, chunkOverlap: 300, language: 'english' },
      embeddingDeploymentName: null,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', dataSourceMessages.nameRequired],
      ['description', 'Must not exceed 2000 characters'],
      ['indexSettings.chunkOverlap', dataSourceMessages.chunkOverlapRange],
    ]);
    expect(
      dataSourceInputSchema.safeParse({
        name: 'Handbook',
        description: '',
        indexSettings: defaultLibraryIndexSettings,
        embeddingDeploymentName: null,
      }).success,
    ).toBe(true);
  });

  it('bounds the file list query: top from 1 to 200, a known status', () => {
    expect(libraryFileQuerySchema.parse({ top: '25', status: 'Error' })).toEqual({
      top: 25,
      status: 'Error',
    });
    expect(libraryFileQuerySchema.safeParse({ top: '0' }).success).toBe(false);
    expect(libraryFileQuerySchema.safeParse({ top: '201' }).success).toBe(false);
    expect(libraryFileQuerySchema.safeParse({ status: 'Lost' }).success).toBe(false);
  });
});
