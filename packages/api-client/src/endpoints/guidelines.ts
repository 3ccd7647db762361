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
import { currentUserApi } from './current-user';

export interface PublicGuidelinesConsentArgs {
  /** The anonymous visitor's public-chat session. */
  sessionIdentifier: string;
  guidelinesDocumentId: string;
}

type ConsentListPatch = (add: (list: GuidelinesConsentList) => void) => unknown;

/**
 * The composer unblocks as soon as the consent is recorded (chat-spec section 5): the consent joins
 * the cached list at once, before the invalidated list comes back from the server.
 */
async function addToConsentList(
  queryFulfilled: Promise<{ data: GuidelinesConsent }>,
  patch: ConsentListPatch,
) {
  let consent: GuidelinesConsent;
  try {
    ({ data: consent } = await queryFulfilled);
  } catch {
    return;
  }
  patch((list) => {
    const known = list.items.some(
      ({ guidelinesDocumentId }) => guidelinesDocumentId === consent.guidelinesDocumentId,
    );
    if (!known) list.items.push(consent);
  });
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
      onQueryStarted: (_guidelinesDocumentId, { dispatch, queryFulfilled }) =>
        addToConsentList(queryFulfilled, (add) =>
          dispatch(currentUserApi.util.updateQueryData('getGuidelinesConsents', undefined, add)),
        ),
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
      onQueryStarted: ({ sessionIdentifier }, { dispatch, queryFulfilled }): Promise<void> =>
        addToConsentList(queryFulfilled, (add): unknown =>
          dispatch(
            guidelinesApi.util.updateQueryData(
              'getPublicGuidelinesConsents',
              sessionIdentifier,
              add,
            ),
          ),
        ),
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
