import type { Store, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { ApiExtra, ChatStreamState } from '@parley/api-client';

/** The part of any app store the composer reads: the chat-stream slice. */
type ComposerState = { chatStream: ChatStreamState };

/** Dispatch typed for api-client's stream thunks, whatever app store holds the composer. */
export const useComposerDispatch =
  useDispatch.withTypes<ThunkDispatch<ComposerState, ApiExtra, UnknownAction>>();

export const useComposerSelector = useSelector.withTypes<ComposerState>();

/** For reading the state right after a thunk, outside a render. */
export const useComposerStore = useStore.withTypes<Store<ComposerState>>();
