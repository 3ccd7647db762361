import { createServer } from 'node:http';
import type { ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One transcription request as the fake server received it. */
export interface ReceivedTranscription {
  model: string | null;
  fileName: string | null;
  fileType: string | null;
  audio: Buffer;
  authorization: string | undefined;
}

/** What the fake answers: a transcript, or a provider failure with its status and message. */
export type FakeTranscriptionAnswer = { text: string } | { status: number; message: string };

/** One speech request (`POST /v1/audio/speech`) as the fake server received it. */
export interface ReceivedSpeechRequest {
  body: Record<string, unknown>;
  authorization: string | undefined;
}

/** What the fake answers every speech request: an MP3 file's first bytes and a marker. */
export const FAKE_SPEECH_AUDIO = Buffer.from('ID3 fake speech from the provider');

export interface FakeTranscriptionServer {
  /** e.g. http://127.0.0.1:41234/v1 */
  baseURL: string;
  /** Each transcription request, in arrival order. */
  requests: ReceivedTranscription[];
  /** Each speech request, in arrival order. */
  speechRequests: ReceivedSpeechRequest[];
  /** Changes what the following requests are answered. */
  answerWith(answer: FakeTranscriptionAnswer): void;
  close(): Promise<void>;
}

/**
 * A local stand-in for an OpenAI-compatible server's audio endpoints: transcription
 * (`POST /v1/audio/transcriptions`, multipart with `model` and `file`) and speech
 * (`POST /v1/audio/speech`, JSON, answered with `FAKE_SPEECH_AUDIO` as MP3), so tests drive the
 * real provider code over real HTTP. A failure set by `answerWith` fails both. No test-runner
 * imports: journeys start it too.
 */
export async function startFakeTranscriptionServer(
  answer: FakeTranscriptionAnswer = { text: 'Hello from the fake transcriber.' },
): Promise<FakeTranscriptionServer> {
  const requests: ReceivedTranscription[] = [];
  const speechRequests: ReceivedSpeechRequest[] = [];
  let current = answer;
  const fail = (
    response: ServerResponse,
    { status, message }: { status: number; message: string },
  ) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ error: { message, type: 'invalid_request_error' } }));
  };
  const server = createServer((request, response) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      if (request.method === 'POST' && request.url === '/v1/audio/speech') {
        speechRequests.push({
          body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>,
          authorization: request.headers.authorization,
        });
        if ('status' in current) return fail(response, current);
        response.writeHead(200, { 'content-type': 'audio/mpeg' });
        response.end(FAKE_SPEECH_AUDIO);
        return;
      }
      if (request.method !== 'POST' || request.url !== '/v1/audio/transcriptions') {
        response.writeHead(404, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: `No route ${request.url}` } }));
        return;
      }
      // The standard Request reads the multipart body as the provider's FormData wrote it.
      const form = await new Request('http://fake/', {
        method: 'POST',
        headers: { 'content-type': request.headers['content-type'] ?? '' },
        body: Buffer.concat(chunks),
      }).formData();
      const file = form.get('file');
      const model = form.get('model');
      requests.push({
        model: typeof model === 'string' ? model : null,
        fileName: file instanceof File ? file.name : null,
        fileType: file instanceof File ? file.type : null,
        audio: file instanceof File ? Buffer.from(await file.arrayBuffer()) : Buffer.alloc(0),
        authorization: request.headers.authorization,
      });
      if ('status' in current) return fail(response, current);
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ text: current.text, language: 'english', duration: 1.5 }));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    speechRequests,
    answerWith(next) {
      current = next;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
