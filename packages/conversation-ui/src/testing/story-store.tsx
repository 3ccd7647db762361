import { Box } from '@chakra-ui/react';
import { initialChatStreamState, makeStore } from '@parley/api-client';
import type { ChatStreamState, StreamConversationSegment } from '@parley/api-client';
import type { Decorator } from '@storybook/react-vite';
import { Provider } from 'react-redux';
import { fn } from 'storybook/test';
import type { StoredTurnHandlers } from '../conversation/stored-turn-props';

export interface StoryStoreOptions {
  /** The chat stream the store starts with; play functions dispatch stream events to it. */
  chatStream?: ChatStreamState;
  /** The api's base URL; same-origin when left out. */
  baseUrl?: string;
  /** Fills the store's cache before the story renders, as if the server had already answered. */
  prime?: (store: StoryStore) => Promise<unknown>;
}

function makeStoryStore({ chatStream, baseUrl }: StoryStoreOptions) {
  return makeStore({
    reducers: {},
    preloadedState: chatStream && { chatStream },
    extra: baseUrl === undefined ? undefined : { baseUrl },
  });
}

export type StoryStore = ReturnType<typeof makeStoryStore>;

/**
 * A story loader: each story gets a store of its own, so what one play function dispatches never
 * leaks into the next story. `withStoryStore` provides it; `loadedStore` hands it to play.
 */
export function storeWith(options: StoryStoreOptions = {}) {
  return async () => {
    const store = makeStoryStore(options);
    await options.prime?.(store);
    return { store };
  };
}

/** The store `storeWith` loaded for this story. */
export function loadedStore(loaded: Record<string, unknown>): StoryStore {
  if (!loaded.store) throw new Error('The story has no store: add a storeWith(...) loader');
  return loaded.store as StoryStore;
}

/** Provides the story's own store (see `storeWith`). */
export const withStoryStore: Decorator = (Story, { loaded }) => (
  <Provider store={loadedStore(loaded)}>
    <Story />
  </Provider>
);

/** Lays a conversation part out as the conversation column does: bounded width, padded. */
export const inConversationColumn: Decorator = (Story) => (
  <Box maxW="3xl" p="4">
    <Story />
  </Box>
);

/** Handlers for a stored answer's buttons; each one a spy that play functions can assert on. */
export function storyTurnHandlers(): StoredTurnHandlers {
  return {
    onEdit: fn(),
    onSelectBranch: fn(),
    onCopy: fn(),
    onFeedback: fn(),
    onDownloadCitation: fn(),
    onOpenExecutionDetails: fn(),
    feedbackPendingId: null,
    downloadingPath: null,
  };
}

/**
 * A chat stream part way through its answer, for `storeWith({ chatStream })`. The request is
 * pending unless `state` says otherwise; the segment stays active until it is fulfilled.
 */
export function streamingAnswer(
  segment: Pick<StreamConversationSegment, 'question' | 'answer'> &
    Partial<StreamConversationSegment>,
  state: Partial<ChatStreamState> = {},
): ChatStreamState {
  const requestStatus = state.requestStatus ?? 'Pending';
  return {
    ...initialChatStreamState,
    streamingStatus: 'Streaming',
    ...state,
    requestStatus,
    streamConversationSegment: {
      conversationSegmentId: null,
      visionImageIds: [],
      attachmentIds: [],
      answeredWithGptSystem: null,
      citations: [],
      generatedImages: [],
      isActive: requestStatus !== 'Fulfilled',
      failed: false,
      ...segment,
    },
  };
}
