import * as z from 'zod/mini';

/**
 * Text-to-speech video (chat-spec section 7): a WebRTC session with the speaking avatar. The spec
 * names connect (body localSdp), disconnect and stopSpeaking; the paths under
 * `/api/internal/textToSpeech/video` and the answer are a design. The server keeps one session per
 * signed-in user, so disconnect and stopSpeaking need no body.
 */

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
