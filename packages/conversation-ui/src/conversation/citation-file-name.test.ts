import { describe, expect, it } from 'vitest';
import { citationFileName } from './citation-file-name';

describe('citationFileName (the export file-name rule, chat-spec section 5)', () => {
  it('removes < > : " / \\ | ? * from the title', () => {
    expect(citationFileName({ title: 'Q3: "plan" <draft>?', path: 'library/plan.pdf' })).toBe(
      'Q3 plan draft.pdf',
    );
  });

  it("keeps the document's extension from its path", () => {
    expect(citationFileName({ title: 'Travel policy', path: 'library/travel.md' })).toBe(
      'Travel policy.md',
    );
  });

  it('does not repeat an extension the title already has', () => {
    expect(citationFileName({ title: 'travel.md', path: 'library/travel.md' })).toBe('travel.md');
  });

  it("falls back to the path's file name when the title is empty", () => {
    expect(citationFileName({ title: '???', path: 'library/travel.md' })).toBe('travel.md');
  });
});
