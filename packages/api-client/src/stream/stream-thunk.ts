import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { ApiExtra } from '../api-extra';

/** A stream thunk: any store made by `makeStore`, whose extra argument is `ApiExtra`. */
export type StreamThunk<Result = void> = ThunkAction<
  Promise<Result>,
  unknown,
  ApiExtra,
  UnknownAction
>;
