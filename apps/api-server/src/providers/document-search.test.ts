import { describe, expect, it } from 'vitest';
import { findRelevantPassages, searchTerms, splitPassages } from './document-search';

const options = { maxDocuments: 2, maxPassageLength: 80 };
const doc = (id: string, title: string, text: string) => ({
  id,
  title,
  path: `library/${id}.md`,
  text,
});

describe('searchTerms', () => {
  it('keeps the distinct meaningful words, lower-cased, without common words', () => {
    expect(searchTerms('What is the Travel policy for travel to Zürich?')).toEqual([
      'travel',
      'policy',
      'zürich',
    ]);
  });
});

describe('splitPassages', () => {
  it('splits at blank lines and regroups a long paragraph sentence by sentence', () => {
    expect(
      splitPassages('One short.\n\nFirst sentence here. Second sentence here. Third one.', 45),
    ).toEqual(['One short.', 'First sentence here. Second sentence here.', 'Third one.']);
  });

  it('cuts a sentence longer than the limit at a word, marking the cut', () => {
    expect(splitPassages('alpha beta gamma delta epsilon', 20)).toEqual(['alpha beta gamma…']);
  });
});

describe('findRelevantPassages', () => {
  const documents = [
    doc('menu', 'Canteen menu', 'Soup on Mondays.'),
    doc(
      'travel',
      'Travel policy',
      'Expenses are paid monthly.\n\nBook train travel through the portal.',
    ),
    doc('leave', 'Leave', 'Travel days do not count as leave.'),
  ];

  it('ranks documents by how many question terms their best passage holds', () => {
    const found = findRelevantPassages('How do I book train travel?', documents, options);
    expect(found.map(({ document, passage }) => [document.id, passage])).toEqual([
      ['travel', 'Book train travel through the portal.'],
      ['leave', 'Travel days do not count as leave.'],
    ]);
  });

  it('keeps at most maxDocuments documents', () => {
    expect(findRelevantPassages('travel', documents, { ...options, maxDocuments: 1 })).toHaveLength(
      1,
    );
  });

  it('breaks ties by the order of the documents', () => {
    const twins = [doc('a', 'A', 'Parking is free.'), doc('b', 'B', 'Parking is free.')];
    expect(
      findRelevantPassages('parking', twins, options).map(({ document }) => document.id),
    ).toEqual(['a', 'b']);
  });

  it('finds nothing for a question made only of common words', () => {
    expect(findRelevantPassages('what is it?', documents, options)).toEqual([]);
  });
});
