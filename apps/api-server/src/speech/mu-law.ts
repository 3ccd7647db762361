import type { PcmAudio } from './wav';

/** G.711 (PCMU) as WebRTC sends it: 8,000 samples a second, one byte each. */
export const MU_LAW_SAMPLE_RATE = 8000;
/** 20 ms of mu-law: the payload of one RTP packet. */
export const MU_LAW_FRAME_BYTES = 160;
/** A mu-law byte of silence, which pads the last frame. */
const MU_LAW_SILENCE = 0xff;

/**
 * Cuts speech into 20 ms frames of mu-law for the avatar's audio track (issue 20). The samples are
 * brought to 8 kHz by averaging each output sample's span of input samples, which is crude but
 * keeps most of what lies above 4 kHz from folding back into the band as noise.
 */
export function muLawFrames({ samples, sampleRate }: PcmAudio): Uint8Array[] {
  const ratio = sampleRate / MU_LAW_SAMPLE_RATE;
  const length = Math.floor(samples.length / ratio);
  const encoded = new Uint8Array(Math.ceil(length / MU_LAW_FRAME_BYTES) * MU_LAW_FRAME_BYTES);
  encoded.fill(MU_LAW_SILENCE);
  for (let i = 0; i < length; i += 1) {
    const start = Math.floor(i * ratio);
    const end = Math.max(start + 1, Math.floor((i + 1) * ratio));
    let sum = 0;
    for (let j = start; j < end; j += 1) sum += samples[j] ?? 0;
    encoded[i] = encodeMuLaw(sum / (end - start));
  }
  const frames: Uint8Array[] = [];
  for (let offset = 0; offset < encoded.length; offset += MU_LAW_FRAME_BYTES) {
    frames.push(encoded.subarray(offset, offset + MU_LAW_FRAME_BYTES));
  }
  return frames;
}

const BIAS = 0x84;
const CLIP = 32635;

/** One 16-bit sample as G.711 mu-law (ITU-T G.711, the segment-and-step table in closed form). */
export function encodeMuLaw(sample: number): number {
  const sign = sample < 0 ? 0x80 : 0;
  const magnitude = Math.min(Math.abs(Math.round(sample)), CLIP) + BIAS;
  let exponent = 7;
  for (let mask = 0x4000; (magnitude & mask) === 0 && exponent > 0; mask >>= 1) exponent -= 1;
  const mantissa = (magnitude >> (exponent + 3)) & 0x0f;
  return ~(sign | (exponent << 4) | mantissa) & 0xff;
}
