import { describe, expect, it } from 'vitest';
import { toLanguageModelPrompt } from './model-messages';

const image = { fileName: 'chart.png', mimeType: 'image/png', data: Uint8Array.of(1, 2, 3) };

describe('toLanguageModelPrompt', () => {
  it('starts with the system prompt and turns images into named file parts', () => {
    expect(
      toLanguageModelPrompt('Be brief.', [
        { role: 'user', content: 'Look', images: [image] },
        { role: 'assistant', content: 'A chart.' },
      ]),
    ).toEqual([
      { role: 'system', content: 'Be brief.' },
      {
        role: 'user',
        content: [
          { type: 'text', text: 'Look' },
          { type: 'file', filename: 'chart.png', data: image.data, mediaType: 'image/png' },
        ],
      },
      { role: 'assistant', content: [{ type: 'text', text: 'A chart.' }] },
    ]);
  });

  it('leaves the system prompt out when there is none', () => {
    expect(toLanguageModelPrompt('', [{ role: 'user', content: 'Hi' }])).toEqual([
      { role: 'user', content: [{ type: 'text', text: 'Hi' }] },
    ]);
  });
});
