import {
  guidelinesConsentListSchema,
  guidelinesConsentSchema,
  paths,
  publicGuidelinesDocumentSchema,
} from '@parley/api-contract';
import type {
  GuidelinesConsent,
  GuidelinesConsentList,
  PublicGuidelinesDocument,
} from '@parley/api-contract';
import { baseApi } from '../base-api';
import { guidelinesConsentRecorded } from '../chat-stream/chat-stream-slice';

export interface PublicGuidelinesConsentArgs {
  /** The anonymous visitor's public-chat session. */
  sessionIdentifier: string;
  guidelinesDocumentId: string;
}

/** The composer unblocks as soon as the consent is recorded (chat-spec section 5). */
async function recordInChatStream(
  guidelinesDocumentId: string,
  {
    dispatch,
    queryFulfilled,
  }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<unknown> },
) {
  try {
    await queryFulfilled;
  } catch {
    return;
  }
  dispatch(guidelinesConsentRecorded(guidelinesDocumentId));
}

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
      onQueryStarted: (guidelinesDocumentId, api) => recordInChatStream(guidelinesDocumentId, api),
      invalidatesTags: (_result, error) =>
        error ? [] : [{ type: 'GuidelinesConsent', id: 'LIST' }],
    }),
    /** The consents an anonymous visitor's session has given: a reload does not ask again. */
    getPublicGuidelinesConsents: build.query<GuidelinesConsentList, string>({
      query: (sessionIdentifier) => paths.publicConversations.guidelinesConsents(sessionIdentifier),
      responseSchema: guidelinesConsentListSchema,
      providesTags: (_result, _error, sessionIdentifier) => [
        { type: 'GuidelinesConsent', id: `public:${sessionIdentifier}` },
      ],
    }),
    /** An anonymous visitor's consent, recorded on their public-chat session. */
    consentToPublicGuidelines: build.mutation<GuidelinesConsent, PublicGuidelinesConsentArgs>({
      query: ({ sessionIdentifier, guidelinesDocumentId }) => ({
        url: paths.publicConversations.guidelinesConsent(sessionIdentifier, guidelinesDocumentId),
        method: 'POST',
      }),
      responseSchema: guidelinesConsentSchema,
      onQueryStarted: ({ guidelinesDocumentId }, api) =>
        recordInChatStream(guidelinesDocumentId, api),
      invalidatesTags: (_result, error, { sessionIdentifier }) =>
        error ? [] : [{ type: 'GuidelinesConsent', id: `public:${sessionIdentifier}` }],
    }),
  }),
});

export const {
  useConsentToGuidelinesMutation,
  useConsentToPublicGuidelinesMutation,
  useGetGuidelinesDocumentQuery,
  useGetPublicGuidelinesConsentsQuery,
} = guidelinesApi;
