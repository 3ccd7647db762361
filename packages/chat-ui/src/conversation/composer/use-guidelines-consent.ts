import { useCallback, useState } from 'react';
import {
  chatStreamSlice,
  guidelinesApi,
  useGetGuidelinesConsentsQuery,
  useGetGuidelinesDocumentQuery,
  useGetPublicGuidelinesConsentsQuery,
} from '@parley/api-client';
import type { GuidelinesDocumentReference } from '@parley/api-contract';
import { useComposerDispatch, useComposerSelector } from './composer-store';

export const guidelinesMessages = {
  loadFailed: 'The guidelines could not be loaded: reload the page to try again.',
  consentFailed: 'Your consent could not be recorded: please try again.',
} as const;

/**
 * The consent an agent's guidelines document may require (chat-spec section 5). A consent counts
 * when this session recorded it or the server has it (a reload does not ask again); it is recorded
 * once. An anonymous visitor (`publicSession`) has no account: the consent is recorded on, and
 * listed for, their public-chat session.
 */
export function useGuidelinesConsent(
  reference: GuidelinesDocumentReference | null | undefined,
  publicSession: string | undefined,
) {
  const anonymous = publicSession !== undefined;
  const documentId = reference?.requireConsent ? reference.guidelinesDocumentId : undefined;
  const document = useGetGuidelinesDocumentQuery(documentId ?? '', { skip: !documentId });
  const userConsents = useGetGuidelinesConsentsQuery(undefined, {
    skip: !documentId || anonymous,
  });
  const visitorConsents = useGetPublicGuidelinesConsentsQuery(publicSession ?? '', {
    skip: !documentId || !anonymous,
  });
  const serverConsents = anonymous ? visitorConsents : userConsents;
  const sessionConsents = useComposerSelector(
    chatStreamSlice.selectors.selectGuidelinesDocumentConsent,
  );
  const dispatch = useComposerDispatch();
  const [recording, setRecording] = useState(false);

  const consented =
    documentId === undefined ||
    sessionConsents.includes(documentId) ||
    (serverConsents.data?.items ?? []).some(
      (consent) => consent.guidelinesDocumentId === documentId,
    );

  // Dispatched, not through the mutation hooks: a hook's selector runs on every store change, and a
  // streamed answer changes the store on every token. Either mutation also records the consent in
  // the chat-stream slice.
  const consent = useCallback(async () => {
    if (!documentId || consented) return;
    const { consentToGuidelines, consentToPublicGuidelines } = guidelinesApi.endpoints;
    setRecording(true);
    try {
      if (publicSession === undefined) {
        await dispatch(consentToGuidelines.initiate(documentId)).unwrap();
      } else {
        const args = { sessionIdentifier: publicSession, guidelinesDocumentId: documentId };
        await dispatch(consentToPublicGuidelines.initiate(args)).unwrap();
      }
    } finally {
      setRecording(false);
    }
  }, [consented, documentId, publicSession, dispatch]);

  return {
    /** The document to show, once loaded; undefined when no consent is required. */
    document: documentId ? document.data : undefined,
    loading: document.isLoading || serverConsents.isLoading,
    loadFailed: document.isError || serverConsents.isError,
    required: documentId !== undefined && !consented,
    consent,
    recording,
  };
}
