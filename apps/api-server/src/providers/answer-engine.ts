/** A document the agent may answer from (a file-library hit or an attachment) when it has FileSearch. */
export interface AnswerDocument {
  id: string;
  title: string;
  path: string;
  text: string;
  /**
   * A library passage the search already found relevant to the question (by words or by
   * meaning) and ranked: engines quote it as it is, in order, instead of looking for the
   * question's words in it.
   */
  retrieved?: boolean;
}

/** An image a question carried (a vision upload), for the model to see. */
export interface AnswerImage {
  fileName: string;
  mimeType: string;
  data: Uint8Array;
}

/** A file a question gave the code interpreter (a CodeInterpreter attachment). */
export interface AnswerFile {
  fileName: string;
  sizeBytes: number;
  text: string;
}

export interface AnswerMessage {
  role: 'user' | 'assistant';
  content: string;
  /** The images a user message carried, in the order the question listed them. */
  images?: AnswerImage[];
}

export interface AnswerRequest {
  /** The agent's deploymentName; selects the provider and model. */
  deploymentName: string;
  agentName: string;
  systemPrompt: string;
  /** The conversation along the selected branch, oldest first; the last entry is the new question. */
  messages: AnswerMessage[];
  temperature?: number;
  topP?: number;
  maxTokens?: number;
  frequencyPenalty?: number;
  /** Documents to answer from when the agent has FileSearch (file library hits, attachments). */
  documents?: AnswerDocument[];
  /** Files the latest question gave the code interpreter (CodeInterpreter attachments). */
  codeInterpreterFiles?: AnswerFile[];
  signal: AbortSignal;
}

export interface Citation {
  title: string;
  path: string;
}

/**
 * What an engine reports while it answers. `usage` comes last when the model finished (a provider
 * failure ends the stream with `error` and no usage); an aborted stream simply ends.
 */
export type AnswerEvent =
  | { type: 'text'; text: string }
  | { type: 'step'; status: string }
  | { type: 'code-interpreter'; text: string }
  | { type: 'image'; fileName: string; mimeType: string; data: Uint8Array; title: string }
  | { type: 'citations'; citations: Citation[] }
  | { type: 'error'; message: string }
  | {
      type: 'usage';
      model: string;
      inputTokens: number;
      outputTokens: number;
      /** The provider reported no token counts: these are estimated from the text (issue 18). */
      tokensEstimated?: true;
    };

export interface AnswerEngine {
  /** e.g. "offline", "openai-compatible:gpt-4o-mini" */
  readonly name: string;
  stream(request: AnswerRequest): AsyncIterable<AnswerEvent>;
}
