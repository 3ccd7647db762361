import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { ApiExtra, baseApi, ChatStreamState } from '@parley/api-client';

/**
 * The part of any app store the conversation view relies on: the chat-stream slice and the api
 * cache. What a screen reads from other slices (auth's settings) it reads itself and passes down.
 */
export type ConversationState = {
  chatStream: ChatStreamState;
  [baseApi.reducerPath]: ReturnType<typeof baseApi.reducer>;
};

/** Dispatch typed for api-client's stream thunks and cache updates, whatever store holds the view. */
export const useConversationDispatch =
  useDispatch.withTypes<ThunkDispatch<ConversationState, ApiExtra, UnknownAction>>();

export const useConversationSelector = useSelector.withTypes<ConversationState>();
