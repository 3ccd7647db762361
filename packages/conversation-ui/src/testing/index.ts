// Story support for the conversation parts (stories only; never imported by product code): a store
// of its own per story, the conversation column, spy turn handlers and a streaming-answer state.
export {
  inConversationColumn,
  loadedStore,
  storeWith,
  storyTurnHandlers,
  streamingAnswer,
  withStoryStore,
} from './story-store';

export type { StoryStore, StoryStoreOptions } from './story-store';
