import { randomBytes } from 'node:crypto';
import { paths } from '@parley/api-contract';
import type { AppServices } from '../app-context';
import { insertGeneratedImage, saveAnswerProgress, storeAnswer } from '../db/queries/answers';
import type { FinishedAnswer } from '../db/queries/answers';
import type { SegmentRow } from '../db/queries/conversations';
import type { AgentRow } from '../db/queries/gpt-systems';
import type { ModelDeploymentRow } from '../db/queries/model-deployments';
import type { QuestionUploads } from '../db/queries/uploads';
import type { EventStream } from '../http/event-stream';
import type { AnswerEvent, AnswerMessage, AnswerRequest } from '../providers';
import { ANSWER_CHECKPOINT_INTERVAL_MS, createAnswerCheckpoints } from './answer-checkpoints';
import type { StopReason } from './generation-jobs';
import { chunkDocuments, searchLibraries } from './library-search';
import { answerUploads } from './upload-links';

/**
 * The capability key of a generated image: 192 random bits in hex. Hex, not base64url: the key is
 * a blob-store path segment, which must start with a letter or digit (base64url may start "-").
 */
export function newImageAccessKey(): string {
  return randomBytes(24).toString('hex');
}

/**
 * An error's text as it joins the answer (chat-spec section 4: clients append it to the answer):
 * a paragraph of its own after any text, so the stored answer reads as the streamed one did.
 */
export function appendedErrorText(answerSoFar: string, message: string): string {
  return answerSoFar === '' ? message : `\n\n${message}`;
}

/** Who asked, for the usage record: a signed-in user, or an anonymous visitor on a public endpoint. */
export type AskedBy =
  { userId: string; publicEndpoint: null } | { userId: null; publicEndpoint: string };

/** Where the job reports what it survives (a failed checkpoint); the request's logger. */
export interface JobLog {
  warn(details: object, message: string): void;
}

/**
 * What the job reads of the agent answering: a published agent's row, or (in the agent editor's
 * test chat) a draft's configuration over it, whose `gptSystemId` is null while the agent has not
 * been created yet.
 */
export type AnsweringAgent = Pick<
  AgentRow,
  | 'name'
  | 'gptSystemType'
  | 'publicEndpoint'
  | 'deploymentName'
  | 'systemPrompt'
  | 'temperature'
  | 'topP'
  | 'maxTokens'
  | 'frequencyPenalty'
  | 'capabilityTypes'
  | 'dataSourceIds'
> & { gptSystemId: string | null };

export interface AnswerJob {
  services: AppServices;
  log: JobLog;
  /** `configStateId`: set on a test conversation, which names its draft when it has no agent. */
  conversation: { conversationId: string; brandKey: string; configStateId?: string | null };
  askedBy: AskedBy;
  /** The questions and answers of the branch before this question, oldest first. */
  history: Pick<SegmentRow, 'segmentId' | 'question' | 'answer'>[];
  /** The question, stored as a Streaming segment. */
  segment: SegmentRow;
  /** The uploads the question carried (stored with it). */
  uploads: QuestionUploads;
  agent: AnsweringAgent;
  /** The agent's stored deployment, as read before the question was stored. */
  deployment: ModelDeploymentRow | undefined;
  stream: EventStream;
}

type Trace = FinishedAnswer['traces'][number];

function safeFileName(fileName: string): string {
  const cleaned = fileName.replace(/[^A-Za-z0-9._-]/g, '-').replace(/^[.-]+/, '');
  return cleaned || 'image.png';
}

/**
 * What the model is asked: the branch's questions and answers, then the question, with the
 * uploads of each. The history and the question's own uploads came with the job; only the uploads
 * of earlier questions are read, and only when there are earlier questions.
 */
async function answerRequest(job: AnswerJob, signal: AbortSignal): Promise<AnswerRequest> {
  const { services, agent, segment, history } = job;
  const uploads = await answerUploads(
    services.db,
    services.blobs,
    history.map((step) => step.segmentId),
    { segmentId: segment.segmentId, uploads: job.uploads },
  );
  const imagesOf = (segmentId: string): Pick<AnswerMessage, 'images'> => {
    const images = uploads.imagesBySegment.get(segmentId) ?? [];
    return images.length > 0 ? { images } : {};
  };
  const messages = [
    ...history.flatMap((step): AnswerMessage[] => [
      { role: 'user', content: step.question, ...imagesOf(step.segmentId) },
      { role: 'assistant', content: step.answer },
    ]),
    { role: 'user' as const, content: segment.question, ...imagesOf(segment.segmentId) },
  ];
  const library = agent.capabilityTypes.includes('FileSearch')
    ? chunkDocuments(
        await searchLibraries(services, agent.dataSourceIds, segment.question, job.log),
      )
    : undefined;
  // The question's FileSearch attachments are searched whatever the agent's capabilities: the
  // user attached them to be read.
  const documents =
    library || uploads.documents.length > 0
      ? [...(library ?? []), ...uploads.documents]
      : undefined;
  const { codeInterpreterFiles } = uploads;
  return {
    deploymentName: agent.deploymentName,
    agentName: agent.name ?? 'Unnamed Agent',
    systemPrompt: agent.systemPrompt,
    messages,
    ...(agent.temperature !== null ? { temperature: agent.temperature } : {}),
    ...(agent.topP !== null ? { topP: agent.topP } : {}),
    ...(agent.maxTokens !== null ? { maxTokens: agent.maxTokens } : {}),
    ...(agent.frequencyPenalty !== null ? { frequencyPenalty: agent.frequencyPenalty } : {}),
    ...(documents ? { documents } : {}),
    ...(codeInterpreterFiles.length > 0 ? { codeInterpreterFiles } : {}),
    signal,
  };
}

/**
 * Runs the model for a stored question and streams each event to the client in the order of
 * ARCHITECTURE section 4. The answer is stored when the model ends, and as far as it got when the
 * client goes away (Stopped), the model fails (Failed) or the server shuts down (Interrupted).
 */
export async function runAnswerJob(job: AnswerJob, controller: AbortController): Promise<void> {
  const { services, agent, segment, conversation, stream } = job;
  const segmentId = segment.segmentId;
  // Latency for analytics counts from here: the question is stored and the job starts.
  const startedAt = performance.now();
  let firstTokenMs: number | null = null;
  stream.onClose(() => controller.abort('client-disconnected' satisfies StopReason));
  const traces: Trace[] = [];
  const trace = (level: Trace['level'], message: string) =>
    traces.push({ timestamp: new Date(), level, message });

  stream.send({
    event: 'conversation-and-segment-id',
    data: { ConversationId: conversation.conversationId, ConversationSegmentId: segmentId },
  });
  const answeredById = agent.gptSystemId ?? conversation.configStateId;
  if (!answeredById) throw new Error('An answering agent needs an agent id or a config state.');
  stream.send({
    event: 'segment-answered-with-gpt-system',
    data: {
      AnsweredWithGptSystem: {
        GptSystemId: answeredById,
        Name: agent.name,
        GptSystemType: agent.gptSystemType as 'System' | 'User',
        IsPublic: agent.publicEndpoint !== null,
      },
    },
  });

  let answer = '';
  let codeInterpreterOutput = '';
  let citations: { title: string; path: string }[] = [];
  let errorMessage: string | null = null;
  let usage: FinishedAnswer['usage'];
  const checkpoints = createAnswerCheckpoints({
    intervalMs: ANSWER_CHECKPOINT_INTERVAL_MS,
    write: (progress: { answer: string; codeInterpreterOutput: string }) =>
      saveAnswerProgress(services.db, segmentId, progress),
    onError: (error) => job.log.warn({ err: error }, 'answer checkpoint failed'),
  });
  const grew = () => checkpoints.update({ answer, codeInterpreterOutput });
  /** An error joins the answer as clients show it, and is stored with it. */
  const appendError = (event: 'error' | 'internal-server-error', message: string) => {
    const text = appendedErrorText(answer, message);
    answer += text;
    grew();
    stream.send({ event, data: { Message: text } });
  };

  const handle = async (event: AnswerEvent) => {
    switch (event.type) {
      case 'text':
        firstTokenMs ??= Math.round(performance.now() - startedAt);
        answer += event.text;
        grew();
        stream.send({ event: 'response-updated', data: { Text: event.text } });
        return;
      case 'step':
        trace('Information', `Step: ${event.status}`);
        stream.send({ event: 'step-update', data: { Status: event.status } });
        return;
      case 'code-interpreter':
        codeInterpreterOutput += event.text;
        grew();
        stream.send({ event: 'code-interpreter-updated', data: { Text: event.text } });
        return;
      case 'image': {
        const accessKey = newImageAccessKey();
        const fileName = safeFileName(event.fileName);
        const blobKey = `generated-images/${segmentId}/${accessKey}/${fileName}`;
        await services.blobs.put(blobKey, event.data);
        await insertGeneratedImage(services.db, {
          segmentId,
          accessKey,
          fileName,
          mimeType: event.mimeType,
          title: event.title,
          blobKey,
        });
        trace('Information', `Generated image ${fileName}`);
        stream.send({
          event: 'generated-image-link',
          data: {
            Uri: paths.generatedImages(conversation.conversationId, segmentId, accessKey, fileName),
            Title: event.title,
          },
        });
        return;
      }
      case 'citations':
        citations = event.citations.map(({ title, path }) => ({ title, path }));
        return;
      case 'error':
        errorMessage = event.message;
        trace('Error', event.message);
        appendError('error', event.message);
        return;
      case 'usage':
        usage = {
          model: event.model,
          inputTokens: event.inputTokens,
          outputTokens: event.outputTokens,
          ...(event.tokensEstimated ? { tokensEstimated: true } : {}),
        };
        trace(
          'Information',
          `Usage: ${event.inputTokens} input and ${event.outputTokens} output tokens (${event.model})`,
        );
        return;
    }
  };

  try {
    // Inside the try: resolving the engine reads the instance's provider key, and a key that
    // cannot be read must fail the answer (stored as Failed, with its error event), not hang it.
    const engine = await services.answerEngine(agent.deploymentName, job.deployment);
    trace('Information', `Answering with ${engine.name} (deployment ${agent.deploymentName})`);
    const request = await answerRequest(job, controller.signal);
    for await (const event of engine.stream(request)) {
      if (controller.signal.aborted) break;
      await handle(event);
    }
  } catch (error) {
    if (!controller.signal.aborted) {
      errorMessage = 'The answer failed because of an internal error; it has been logged.';
      trace('Error', error instanceof Error ? error.message : String(error));
      appendError('internal-server-error', errorMessage);
    }
  }
  // The final store below supersedes every checkpoint; none may land after it.
  await checkpoints.close();

  const stopReason = controller.signal.aborted
    ? (controller.signal.reason as StopReason)
    : undefined;
  const status: FinishedAnswer['status'] =
    stopReason === 'server-shutdown'
      ? 'Interrupted'
      : stopReason
        ? 'Stopped'
        : errorMessage
          ? 'Failed'
          : 'Completed';
  trace(status === 'Completed' ? 'Information' : 'Warning', `Answer ${status.toLowerCase()}`);
  try {
    await storeAnswer(services.db, {
      segmentId,
      status,
      answer,
      codeInterpreterOutput,
      citations,
      errorMessage,
      usage,
      traces,
      usageRecord: {
        ...job.askedBy,
        brandKey: conversation.brandKey,
        gptSystemId: agent.gptSystemId,
        deploymentName: agent.deploymentName,
        firstTokenMs,
        totalMs: Math.round(performance.now() - startedAt),
      },
    });
    stream.send({
      event: 'response-model',
      data: {
        ConversationSegmentId: segmentId,
        Citations: citations.map(({ title, path }) => ({ Title: title, Path: path })),
        ...(errorMessage ? { Errors: [errorMessage] } : {}),
      },
    });
    stream.send({ event: 'cosmos-db-session-tokens', data: services.sessionTokenHeaders() });
    stream.send({ event: 'no-more-data', data: {} });
  } finally {
    stream.end();
  }
}
