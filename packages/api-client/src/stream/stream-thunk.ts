import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { ApiExtra } from '../api-extra';

/** A stream thunk: any store made by `makeStore`, whose extra argument is `ApiExtra`. */
export type StreamThunk = ThunkAction<Promise<void>, unknown, ApiExtra, UnknownAction>;
