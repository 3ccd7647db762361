import { describe, expect, it } from 'vitest';
import { playSpeech } from './speech-playback';
import type { SpeechAudio } from './speech-playback';

/** An audio element that plays until the test says the sound ended (the browser's edge). */
class FakeAudio extends EventTarget implements SpeechAudio {
  src = '';
  played: string[] = [];
  paused = true;
  play() {
    this.played.push(this.src);
    this.paused = false;
    return Promise.resolve();
  }
  pause() {
    this.paused = true;
  }
  removeAttribute(name: string) {
    if (name === 'src') this.src = '';
  }
  end() {
    this.dispatchEvent(new Event('ended'));
  }
}

/** A sound request per part that the test answers when it likes. */
function soundRequests() {
  const asked: { part: string; answer: (url: string) => void; fail: (error: Error) => void }[] = [];
  const fetchSound = (part: string) =>
    new Promise<string>((resolve, reject) => asked.push({ part, answer: resolve, fail: reject }));
  return { asked, fetchSound };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('playSpeech', () => {
  it('plays the parts in order, fetching each while the one before plays, and releases each', async () => {
    const audio = new FakeAudio();
    const revoked: string[] = [];
    const { asked, fetchSound } = soundRequests();
    const playback = playSpeech(['One.', 'Two.', 'Three.'], {
      fetchSound,
      audio,
      revoke: (url) => revoked.push(url),
    });
    expect(asked.map(({ part }) => part)).toEqual(['One.']);
    asked[0]?.answer('blob:one');
    await settled();
    expect(audio.played).toEqual(['blob:one']);
    expect(asked.map(({ part }) => part)).toEqual(['One.', 'Two.']);
    asked[1]?.answer('blob:two');
    audio.end();
    await settled();
    expect(audio.played).toEqual(['blob:one', 'blob:two']);
    expect(revoked).toEqual(['blob:one']);
    asked[2]?.answer('blob:three');
    audio.end();
    await settled();
    audio.end();
    await playback.finished;
    expect(audio.played).toEqual(['blob:one', 'blob:two', 'blob:three']);
    expect(revoked).toEqual(['blob:one', 'blob:two', 'blob:three']);
  });

  it('stops at once: pauses, finishes, releases what was fetched and what arrives later', async () => {
    const audio = new FakeAudio();
    const revoked: string[] = [];
    const { asked, fetchSound } = soundRequests();
    const playback = playSpeech(['One.', 'Two.'], {
      fetchSound,
      audio,
      revoke: (url) => revoked.push(url),
    });
    asked[0]?.answer('blob:one');
    await settled();
    playback.stop();
    await playback.finished;
    expect(audio.paused).toBe(true);
    expect(audio.src).toBe('');
    expect(revoked).toEqual(['blob:one']);
    asked[1]?.answer('blob:two');
    await settled();
    expect(revoked).toEqual(['blob:one', 'blob:two']);
    expect(audio.played).toEqual(['blob:one']);
  });

  it("fails with the request's error, and when the browser cannot play the sound", async () => {
    const { asked, fetchSound } = soundRequests();
    const failed = playSpeech(['One.'], { fetchSound, audio: new FakeAudio(), revoke: () => {} });
    asked[0]?.fail(new Error('The server is busy'));
    await expect(failed.finished).rejects.toThrow('The server is busy');

    const audio = new FakeAudio();
    const unplayable = playSpeech(['One.'], {
      fetchSound: () => Promise.resolve('blob:one'),
      audio,
      revoke: () => {},
    });
    await settled();
    audio.dispatchEvent(new Event('error'));
    await expect(unplayable.finished).rejects.toThrow('This browser could not play the voice.');
  });

  it('finishes at once with nothing to say', async () => {
    const audio = new FakeAudio();
    await playSpeech([], { fetchSound: () => Promise.reject(new Error('unused')), audio }).finished;
    expect(audio.played).toEqual([]);
  });
});
