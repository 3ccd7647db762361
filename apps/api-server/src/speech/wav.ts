/**
 * A WAV file of 16-bit mono PCM samples: the RIFF header browsers and players read, then the
 * samples little-endian.
 */
export function encodeWav(samples: Int16Array, sampleRate: number): Uint8Array {
  const dataBytes = samples.length * 2;
  const file = new Uint8Array(44 + dataBytes);
  const view = new DataView(file.buffer);
  const ascii = (offset: number, text: string) => {
    for (let i = 0; i < text.length; i += 1) view.setUint8(offset + i, text.charCodeAt(i));
  };
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true); // the format chunk's size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // one channel
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true); // bytes per second
  view.setUint16(32, 2, true); // bytes per sample frame
  view.setUint16(34, 16, true); // bits per sample
  ascii(36, 'data');
  view.setUint32(40, dataBytes, true);
  for (let i = 0; i < samples.length; i += 1) view.setInt16(44 + i * 2, samples[i] ?? 0, true);
  return file;
}

/** The samples of a WAV file of 16-bit PCM, channels mixed down to one. */
export interface PcmAudio {
  samples: Int16Array;
  sampleRate: number;
}

/**
 * Reads a WAV file of 16-bit PCM (the embedded voice's, or a provider's asked for `wav`): finds
 * the format and data chunks, mixing channels to one. A data size past the end of the file (a
 * streamed WAV leaves it at its maximum) is read to the end.
 */
export function decodeWav(file: Uint8Array): PcmAudio {
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  const ascii = (offset: number) =>
    String.fromCharCode(...file.subarray(offset, Math.min(offset + 4, file.length)));
  if (file.length < 12 || ascii(0) !== 'RIFF' || ascii(8) !== 'WAVE') {
    throw new Error('The sound is not a WAV file.');
  }
  let channels = 0;
  let sampleRate = 0;
  let offset = 12;
  while (offset + 8 <= file.length) {
    const id = ascii(offset);
    const size = view.getUint32(offset + 4, true);
    const body = offset + 8;
    if (id === 'fmt ') {
      const format = view.getUint16(body, true);
      const bits = view.getUint16(body + 14, true);
      if ((format !== 1 && format !== 0xfffe) || bits !== 16) {
        throw new Error('The WAV file is not 16-bit PCM.');
      }
      channels = view.getUint16(body + 2, true);
      sampleRate = view.getUint32(body + 4, true);
    } else if (id === 'data') {
      if (channels === 0) throw new Error('The WAV file has no format before its data.');
      const end = Math.min(body + size, file.length);
      const frames = Math.floor((end - body) / (2 * channels));
      const samples = new Int16Array(frames);
      for (let frame = 0; frame < frames; frame += 1) {
        let sum = 0;
        for (let channel = 0; channel < channels; channel += 1) {
          sum += view.getInt16(body + (frame * channels + channel) * 2, true);
        }
        samples[frame] = Math.round(sum / channels);
      }
      return { samples, sampleRate };
    }
    offset = body + size + (size % 2);
  }
  throw new Error('The WAV file has no data.');
}
