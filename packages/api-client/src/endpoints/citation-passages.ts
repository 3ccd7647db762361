import { citationPassagePaths, citationPassageSchema } from '@parley/api-contract';
import type { CitationPassage } from '@parley/api-contract';
import { baseApi } from '../base-api';
import type { SegmentArgs } from './segments';

export interface CitationPassageArgs extends SegmentArgs {
  /** The citation's path: a library passage (`libraries/...`). */
  path: string;
  /** A public visitor's conversation (publicConversations paths); private by default. */
  audience?: 'private' | 'public';
}

/**
 * The passage a library citation points at (issue 16: "the citation opens the passage"). A module
 * of its own: only the lazily loaded passage dialog imports it, so the chat's first screen does
 * not carry it (`sideEffects: false` lets the bundler leave the injection where it is used).
 */
export const citationPassagesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCitationPassage: build.query<CitationPassage, CitationPassageArgs>({
      query: ({ conversationId, conversationSegmentId, path, audience }) => ({
        url: citationPassagePaths[audience ?? 'private'](conversationId, conversationSegmentId),
        params: { path },
      }),
      responseSchema: citationPassageSchema,
    }),
  }),
});

export const { useGetCitationPassageQuery } = citationPassagesApi;
