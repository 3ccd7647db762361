import { describe, expect, it } from 'vitest';
import { encodePng } from '../providers/png';
import { sniffVisionImageType } from './vision-image-type';

const bytes = (...values: number[]) => Uint8Array.from(values);
const ascii = (text: string) => Uint8Array.from(Buffer.from(text, 'latin1'));

describe('sniffVisionImageType', () => {
  it('knows a PNG by its eight-byte signature', () => {
    const png = encodePng({ width: 1, height: 1, pixels: new Uint8Array(4) });
    expect(sniffVisionImageType(png)).toEqual({ mimeType: 'image/png', extension: 'png' });
  });

  it('knows a JPEG by FF D8 FF', () => {
    expect(sniffVisionImageType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toEqual({
      mimeType: 'image/jpeg',
      extension: 'jpg',
    });
  });

  it('knows GIF87a and GIF89a', () => {
    expect(sniffVisionImageType(ascii('GIF87a...'))?.mimeType).toBe('image/gif');
    expect(sniffVisionImageType(ascii('GIF89a...'))?.mimeType).toBe('image/gif');
  });

  it('knows a WebP by RIFF and WEBP at byte 8, and refuses another RIFF file (a WAV)', () => {
    expect(sniffVisionImageType(ascii('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))?.mimeType).toBe(
      'image/webp',
    );
    expect(sniffVisionImageType(ascii('RIFF\u0000\u0000\u0000\u0000WAVEfmt '))).toBeUndefined();
  });

  it('refuses SVG, HTML and text whatever they are called', () => {
    expect(
      sniffVisionImageType(ascii('<svg xmlns="http://www.w3.org/2000/svg"/>')),
    ).toBeUndefined();
    expect(sniffVisionImageType(ascii('<html><script>alert(1)</script>'))).toBeUndefined();
    expect(sniffVisionImageType(new Uint8Array(0))).toBeUndefined();
  });
});
