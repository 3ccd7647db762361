import * as z from 'zod/mini';

/**
 * Reading a text aloud (chat-spec section 1, "voice input and output"; issue 20): the text, in
 * markdown as answers are, and the language to speak it in; the answer is a sound file. A long
 * answer is read up to the bound.
 */
export const SPEECH_TEXT_MAX_LENGTH = 8000;

export const speechMessages = {
  textRequired: 'Text to read aloud is required',
  textTooLong: `Text to read aloud must be at most ${SPEECH_TEXT_MAX_LENGTH} characters`,
  languageInvalid: 'Language must be a language code such as "en" or "ar-SA"',
  nothingToSay: 'The text has nothing to read aloud: it is only code or marks.',
  unknownDeployment: (deploymentName: string) =>
    `Reading aloud is unavailable: PARLEY_SPEECH_DEPLOYMENT names "${deploymentName}", which no model deployment has. An administrator needs to add that deployment or name another.`,
  cannotSpeak: (deploymentName: string) =>
    `Reading aloud is unavailable: the deployment "${deploymentName}" cannot synthesise speech (only OpenAI, Azure OpenAI and OpenAI-compatible deployments can). An administrator needs to name another.`,
} as const;

export const speechRequestSchema = z.object({
  text: z.string().check(
    z.refine((text) => text.trim().length > 0, speechMessages.textRequired),
    z.maxLength(SPEECH_TEXT_MAX_LENGTH, speechMessages.textTooLong),
  ),
  language: z.optional(
    z
      .string()
      .check(z.regex(/^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})*$/, speechMessages.languageInvalid)),
  ),
});

export type SpeechRequest = z.infer<typeof speechRequestSchema>;

/**
 * Text-to-speech video (chat-spec section 7): a WebRTC session with the speaking avatar. The spec
 * names connect (body localSdp), disconnect and stopSpeaking; the paths under
 * `/api/internal/textToSpeech/video` and the answers are a design. The server keeps one session per
 * signed-in user (a second connect replaces the first), so the other calls need no session id.
 *
 * - `connect` `{localSdp}`: the browser's offer, with a receive-only audio m-line and its ICE
 *   candidates gathered (no STUN or TURN servers); the answer `{remoteSdp}` carries the server's.
 * - `speak` (a design: the spec names no way to give the avatar words) takes the same body as
 *   reading aloud, `speechRequestSchema`, and answers 204 once the avatar has started saying it, in
 *   the same voice reading aloud uses, over the session's audio track (G.711 mu-law, 20 ms
 *   packets in real time). A new text interrupts the one being said. The chat's Read aloud
 *   button speaks through the avatar while a session is open.
 * - `stopSpeaking`: silence at once; the session stays open. `disconnect`: the session ends.
 *
 * Without a session, speak, stopSpeaking and disconnect answer 404 with `noSession`. Sessions end
 * by themselves after `idleMinutes` without a call or speech, and a server holds at most
 * `maxSessions` (409 `tooManySessions` beyond).
 */
export const speakingAvatarLimits = { maxSessions: 20, idleMinutes: 10 } as const;

export const speakingAvatarMessages = {
  noSession: 'No speaking avatar session is open: start one first.',
  badOffer: (reason: string) => `Local SDP is not a WebRTC offer the avatar can answer: ${reason}`,
  noAudio: 'an offer with an audio m-line that can receive audio is needed',
  tooManySessions: `The speaking avatar is busy: this server already holds ${speakingAvatarLimits.maxSessions} sessions. Try again in a few minutes.`,
} as const;

/** An SDP offer is a few kilobytes; the bound keeps a runaway body out. */
const SDP_MAX_LENGTH = 100_000;

export const connectVideoRequestSchema = z.object({
  localSdp: z
    .string()
    .check(
      z.minLength(1, 'Local SDP is required'),
      z.maxLength(SDP_MAX_LENGTH, `Local SDP must be at most ${SDP_MAX_LENGTH} characters`),
    ),
});

/** The server's SDP answer, which the browser sets as the remote description. */
export const connectVideoResponseSchema = z.object({ remoteSdp: z.string().check(z.minLength(1)) });

export type ConnectVideoRequest = z.infer<typeof connectVideoRequestSchema>;
export type ConnectVideoResponse = z.infer<typeof connectVideoResponseSchema>;
