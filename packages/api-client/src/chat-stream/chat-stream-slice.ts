import { createSlice, prepareAutoBatched } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import type {
  AnsweredWithGptSystem,
  AttachmentReference,
  Citation,
  GeneratedImage,
  StreamEventData,
  VisionImageReference,
} from '@parley/api-contract';

/** chat-spec section 4: Idle before any answer, Streaming while events arrive, Complete after. */
export type StreamingStatus = 'Idle' | 'Streaming' | 'Complete';

/** The POST that carries the stream (chat-spec section 4). */
export type StreamRequestStatus = 'Idle' | 'Pending' | 'Fulfilled' | 'Rejected';

/**
 * Which stream is running: a private or public conversation, or a config-state (agent editor) one,
 * whose response-model errors, no-more-data and step-update behave differently (chat-spec section 4).
 */
export type StreamKind = 'private' | 'public' | 'configState';

export type CodeInterpreterStatus = 'Idle' | 'Running' | 'Completed';

/**
 * Why the question's POST was refused before any answer streamed: the HTTP status (null when the
 * request never got an answer) and the server's message, e.g. a public chat's 429 "Too many
 * messages. Please wait 30 seconds and try again.", which the screen shows as it is.
 */
export interface StreamRequestError {
  status: number | null;
  message: string | null;
}

/** The answer being streamed, shown until the refetched conversation replaces it. */
export interface StreamConversationSegment {
  conversationSegmentId: string | null;
  question: string;
  answer: string;
  visionImageIds: string[];
  attachmentIds: string[];
  answeredWithGptSystem: AnsweredWithGptSystem | null;
  citations: Citation[];
  generatedImages: GeneratedImage[];
  /** True from the question until the stream request is fulfilled. */
  isActive: boolean;
  /** True once an error event arrived: the answer is stored as Failed, and shows so meanwhile. */
  failed: boolean;
}

export interface UploadedImages {
  /** Images attached to the question being written. */
  prompt: VisionImageReference[];
  /** Thumbnails already fetched, as data URLs by visionImageId. */
  thumbnails: Record<string, string>;
}

export interface ChatStreamState {
  streamingStatus: StreamingStatus;
  requestStatus: StreamRequestStatus;
  /** Set when the request is rejected; cleared by the next question. */
  requestError: StreamRequestError | null;
  streamKind: StreamKind;
  /** Set when the user moves to another conversation: late stream events are then ignored. */
  conversationChanged: boolean;
  /** Session-token headers (names beginning x-cosmos) sent back on every request. */
  sessionTokens: Record<string, string>;
  currentConversationId: string | null;
  currentConversationSegmentId: string | null;
  currentGptSystemId: string | null;
  currentConfigStateId: string | null;
  streamConversationSegment: StreamConversationSegment | null;
  /** Length of the streamed answer so far: where the typing cursor is drawn. */
  streamCursorPosition: number;
  uploadedImages: UploadedImages;
  uploadedFiles: AttachmentReference[];
  userConversationIsActive: boolean;
  streamAborted: boolean;
  codeInterpreterUpdating: boolean;
  codeInterpreterResponse: string;
  codeInterpreterStatus: CodeInterpreterStatus;
  /** The session identifier of the latest conversation started. */
  latestSession: string | null;
  /** The last step-update text ("Searching documents..."). */
  statusText: string;
  /** Config-state streams: the long-running task steps in order. */
  configStateSteps: string[];
  /** Config-state streams: the errors of a response-model that carried some. */
  configStateErrors: string[];
}

export const initialChatStreamState: ChatStreamState = {
  streamingStatus: 'Idle',
  requestStatus: 'Idle',
  requestError: null,
  streamKind: 'private',
  conversationChanged: false,
  sessionTokens: {},
  currentConversationId: null,
  currentConversationSegmentId: null,
  currentGptSystemId: null,
  currentConfigStateId: null,
  streamConversationSegment: null,
  streamCursorPosition: 0,
  uploadedImages: { prompt: [], thumbnails: {} },
  uploadedFiles: [],
  userConversationIsActive: false,
  streamAborted: false,
  codeInterpreterUpdating: false,
  codeInterpreterResponse: '',
  codeInterpreterStatus: 'Idle',
  latestSession: null,
  statusText: '',
  configStateSteps: [],
  configStateErrors: [],
};

export interface QuestionStartedPayload {
  kind: StreamKind;
  question: string;
  visionImageIds?: string[];
  attachmentIds?: string[];
  /** Present when the question starts a conversation. */
  sessionIdentifier?: string;
  /** Present when the question continues a conversation. */
  conversationId?: string;
}

function resetStream(state: ChatStreamState): void {
  state.streamingStatus = 'Idle';
  state.requestStatus = 'Idle';
  state.requestError = null;
  state.streamConversationSegment = null;
  state.streamCursorPosition = 0;
  state.userConversationIsActive = false;
  state.streamAborted = false;
  state.statusText = '';
  state.configStateSteps = [];
  state.configStateErrors = [];
  resetCodeInterpreter(state);
}

function resetCodeInterpreter(state: ChatStreamState): void {
  state.codeInterpreterUpdating = false;
  state.codeInterpreterResponse = '';
  state.codeInterpreterStatus = 'Idle';
}

/** Text arriving after the user left the conversation belongs to another screen: drop it. */
function appendAnswer(state: ChatStreamState, text: string): void {
  const segment = state.streamConversationSegment;
  if (state.conversationChanged || !segment) return;
  segment.answer += text;
  state.streamCursorPosition = segment.answer.length;
}

export const chatStreamSlice = createSlice({
  name: 'chatStream',
  initialState: initialChatStreamState,
  reducers: {
    questionStarted(state, { payload }: PayloadAction<QuestionStartedPayload>) {
      resetStream(state);
      state.streamKind = payload.kind;
      state.conversationChanged = false;
      state.streamingStatus = 'Streaming';
      state.requestStatus = 'Pending';
      state.userConversationIsActive = true;
      if (payload.sessionIdentifier !== undefined) state.latestSession = payload.sessionIdentifier;
      if (payload.conversationId !== undefined)
        state.currentConversationId = payload.conversationId;
      state.streamConversationSegment = {
        conversationSegmentId: null,
        question: payload.question,
        answer: '',
        visionImageIds: payload.visionImageIds ?? [],
        attachmentIds: payload.attachmentIds ?? [],
        answeredWithGptSystem: null,
        citations: [],
        generatedImages: [],
        isActive: true,
        failed: false,
      };
      // The attachments went out with the question; the composer starts empty again.
      state.uploadedImages.prompt = [];
      state.uploadedFiles = [];
    },
    streamRequestFulfilled(state) {
      state.requestStatus = 'Fulfilled';
      state.userConversationIsActive = false;
      if (state.streamConversationSegment) state.streamConversationSegment.isActive = false;
    },
    streamRequestRejected(state, { payload }: PayloadAction<StreamRequestError | undefined>) {
      state.requestStatus = 'Rejected';
      state.requestError = payload ?? null;
      state.streamingStatus = 'Complete';
      state.userConversationIsActive = false;
      if (state.streamConversationSegment) state.streamConversationSegment.isActive = false;
    },
    /** The conversation was refetched after the stream: it now shows the stored answer. */
    streamFinished(state) {
      state.streamConversationSegment = null;
      state.streamCursorPosition = 0;
      state.userConversationIsActive = false;
      if (state.streamingStatus === 'Streaming') state.streamingStatus = 'Complete';
    },
    streamAborted(state) {
      state.streamAborted = true;
      state.streamingStatus = 'Complete';
      state.userConversationIsActive = false;
      state.codeInterpreterUpdating = false;
      if (state.streamConversationSegment) state.streamConversationSegment.isActive = false;
    },

    conversationAndSegmentIdReceived(
      state,
      { payload }: PayloadAction<StreamEventData<'conversation-and-segment-id'>>,
    ) {
      if (state.conversationChanged) return;
      state.currentConversationId = payload.ConversationId;
      state.currentConversationSegmentId = payload.ConversationSegmentId;
      if (state.streamConversationSegment) {
        state.streamConversationSegment.conversationSegmentId = payload.ConversationSegmentId;
      }
      state.codeInterpreterResponse = '';
      state.codeInterpreterStatus = 'Idle';
    },
    segmentAnsweredWithGptSystem(
      state,
      { payload }: PayloadAction<StreamEventData<'segment-answered-with-gpt-system'>>,
    ) {
      const segment = state.streamConversationSegment;
      if (state.conversationChanged || !segment) return;
      const agent = payload.AnsweredWithGptSystem;
      segment.answeredWithGptSystem = {
        gptSystemId: agent.GptSystemId,
        name: agent.Name,
        gptSystemType: agent.GptSystemType,
        isPublic: agent.IsPublic,
      };
    },
    stepUpdated(state, { payload }: PayloadAction<StreamEventData<'step-update'>>) {
      if (state.conversationChanged) return;
      state.statusText = payload.Status;
      if (state.streamKind === 'configState') state.configStateSteps.push(payload.Status);
    },
    // Text arrives token by token: these actions are auto-batched, so subscribers (every mounted
    // selector of the page) hear of a frame's tokens once instead of once per token.
    responseUpdated: {
      reducer(state, { payload }: PayloadAction<StreamEventData<'response-updated'>>) {
        appendAnswer(state, payload.Text);
      },
      prepare: prepareAutoBatched<StreamEventData<'response-updated'>>(),
    },
    streamErrorReceived: {
      reducer(state, { payload }: PayloadAction<StreamEventData<'error'>>) {
        appendAnswer(state, payload.Message);
        if (!state.conversationChanged && state.streamConversationSegment) {
          state.streamConversationSegment.failed = true;
        }
      },
      prepare: prepareAutoBatched<StreamEventData<'error'>>(),
    },
    codeInterpreterUpdated: {
      reducer(state, { payload }: PayloadAction<StreamEventData<'code-interpreter-updated'>>) {
        if (state.conversationChanged) return;
        state.codeInterpreterUpdating = true;
        state.codeInterpreterStatus = 'Running';
        state.codeInterpreterResponse += payload.Text;
      },
      prepare: prepareAutoBatched<StreamEventData<'code-interpreter-updated'>>(),
    },
    generatedImageLinkReceived(
      state,
      { payload }: PayloadAction<StreamEventData<'generated-image-link'>>,
    ) {
      const segment = state.streamConversationSegment;
      if (state.conversationChanged || !segment) return;
      segment.generatedImages.push({ uri: payload.Uri, title: payload.Title });
    },
    responseModelReceived(state, { payload }: PayloadAction<StreamEventData<'response-model'>>) {
      if (state.conversationChanged) return;
      state.currentConversationSegmentId = payload.ConversationSegmentId;
      state.codeInterpreterUpdating = false;
      if (state.codeInterpreterStatus === 'Running') state.codeInterpreterStatus = 'Completed';
      const segment = state.streamConversationSegment;
      if (segment) {
        segment.conversationSegmentId = payload.ConversationSegmentId;
        segment.citations = payload.Citations.map(({ Title, Path }) => ({
          title: Title,
          path: Path,
        }));
      }
      const errors = payload.Errors ?? [];
      if (state.streamKind === 'configState' && errors.length > 0) {
        state.configStateErrors = errors;
        state.streamingStatus = 'Complete';
      }
    },
    sessionTokensReceived(state, { payload }: PayloadAction<Record<string, string>>) {
      Object.assign(state.sessionTokens, payload);
    },
    noMoreDataReceived(state) {
      if (state.conversationChanged) return;
      state.userConversationIsActive = false;
      state.codeInterpreterUpdating = false;
      state.codeInterpreterStatus = 'Idle';
      state.streamingStatus = 'Complete';
    },

    conversationSelected(
      state,
      { payload }: PayloadAction<{ conversationId: string; gptSystemId?: string }>,
    ) {
      resetStream(state);
      state.conversationChanged = true;
      state.currentConversationId = payload.conversationId;
      state.currentConversationSegmentId = null;
      if (payload.gptSystemId !== undefined) state.currentGptSystemId = payload.gptSystemId;
    },
    conversationCleared(state) {
      resetStream(state);
      state.conversationChanged = true;
      state.currentConversationId = null;
      state.currentConversationSegmentId = null;
      state.uploadedImages = { prompt: [], thumbnails: {} };
      state.uploadedFiles = [];
    },
    gptSystemSelected(state, { payload }: PayloadAction<string | null>) {
      state.currentGptSystemId = payload;
    },
    configStateSelected(state, { payload }: PayloadAction<string | null>) {
      state.currentConfigStateId = payload;
    },
    promptImageUploaded(state, { payload }: PayloadAction<VisionImageReference>) {
      state.uploadedImages.prompt.push(payload);
    },
    promptImageRemoved(state, { payload }: PayloadAction<string>) {
      state.uploadedImages.prompt = state.uploadedImages.prompt.filter(
        (image) => image.visionImageId !== payload,
      );
    },
    thumbnailLoaded(state, { payload }: PayloadAction<{ visionImageId: string; dataUrl: string }>) {
      state.uploadedImages.thumbnails[payload.visionImageId] = payload.dataUrl;
    },
    fileUploaded(state, { payload }: PayloadAction<AttachmentReference>) {
      state.uploadedFiles.push(payload);
    },
    fileRemoved(state, { payload }: PayloadAction<string>) {
      state.uploadedFiles = state.uploadedFiles.filter((file) => file.attachmentId !== payload);
    },
  },
  selectors: {
    selectStreamingStatus: (state) => state.streamingStatus,
    selectStreamRequestStatus: (state) => state.requestStatus,
    selectStreamRequestError: (state) => state.requestError,
    selectIsStreaming: (state) => state.streamingStatus === 'Streaming',
    selectConversationChanged: (state) => state.conversationChanged,
    selectSessionTokens: (state) => state.sessionTokens,
    selectCurrentConversationId: (state) => state.currentConversationId,
    selectCurrentConversationSegmentId: (state) => state.currentConversationSegmentId,
    selectCurrentGptSystemId: (state) => state.currentGptSystemId,
    selectCurrentConfigStateId: (state) => state.currentConfigStateId,
    selectStreamConversationSegment: (state) => state.streamConversationSegment,
    selectStreamCursorPosition: (state) => state.streamCursorPosition,
    selectUploadedImages: (state) => state.uploadedImages,
    selectUploadedFiles: (state) => state.uploadedFiles,
    selectUserConversationIsActive: (state) => state.userConversationIsActive,
    selectStreamAborted: (state) => state.streamAborted,
    selectCodeInterpreterUpdating: (state) => state.codeInterpreterUpdating,
    selectCodeInterpreterResponse: (state) => state.codeInterpreterResponse,
    selectCodeInterpreterStatus: (state) => state.codeInterpreterStatus,
    selectLatestSession: (state) => state.latestSession,
    selectStatusText: (state) => state.statusText,
    selectConfigStateSteps: (state) => state.configStateSteps,
    selectConfigStateErrors: (state) => state.configStateErrors,
  },
});

export const {
  codeInterpreterUpdated,
  configStateSelected,
  conversationAndSegmentIdReceived,
  conversationCleared,
  conversationSelected,
  fileRemoved,
  fileUploaded,
  generatedImageLinkReceived,
  gptSystemSelected,
  noMoreDataReceived,
  promptImageRemoved,
  promptImageUploaded,
  questionStarted,
  responseModelReceived,
  responseUpdated,
  segmentAnsweredWithGptSystem,
  sessionTokensReceived,
  stepUpdated,
  streamAborted,
  streamErrorReceived,
  streamFinished,
  streamRequestFulfilled,
  streamRequestRejected,
  thumbnailLoaded,
} = chatStreamSlice.actions;
