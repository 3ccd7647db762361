import {
  guidelinesConsentSchema,
  paths,
  publicGuidelinesDocumentSchema,
} from '@parley/api-contract';
import type { GuidelinesConsent, PublicGuidelinesDocument } from '@parley/api-contract';
import { baseApi } from '../base-api';
import { guidelinesConsentRecorded } from '../chat-stream/chat-stream-slice';

/** The guidelines a user may have to accept before chatting (chat-spec section 5). */
export const guidelinesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getGuidelinesDocument: build.query<PublicGuidelinesDocument, string>({
      query: (guidelinesDocumentId) => paths.guidelinesDocuments.public(guidelinesDocumentId),
      responseSchema: publicGuidelinesDocumentSchema,
      providesTags: (_result, _error, id) => [{ type: 'GuidelinesDocument', id }],
    }),
    /** The server records a consent once; a repeat answers the first record. */
    consentToGuidelines: build.mutation<GuidelinesConsent, string>({
      query: (guidelinesDocumentId) => ({
        url: paths.guidelinesDocuments.consent(guidelinesDocumentId),
        method: 'POST',
      }),
      responseSchema: guidelinesConsentSchema,
      async onQueryStarted(guidelinesDocumentId, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return;
        }
        // The composer unblocks as soon as the consent is recorded (chat-spec section 5).
        dispatch(guidelinesConsentRecorded(guidelinesDocumentId));
      },
      invalidatesTags: (_result, error) =>
        error ? [] : [{ type: 'GuidelinesConsent', id: 'LIST' }],
    }),
  }),
});

export const { useConsentToGuidelinesMutation, useGetGuidelinesDocumentQuery } = guidelinesApi;
