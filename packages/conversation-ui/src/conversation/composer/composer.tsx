import { useEffect, useMemo, useRef, useState } from 'react';
import { abortStream, chatStreamSlice } from '@parley/api-client';
import type { GptSystemDetailsForConversation } from '@parley/api-contract';
import { lazyPart, useHasOpened } from '@parley/app-shell';
import { ComposerBar } from './composer-bar';
import { useComposerDispatch, useComposerSelector, useComposerStore } from './composer-store';
import { conversationIdOf, isPublicTarget, publicSessionOf } from './composer-target';
import type { ComposerFeatures, ComposerTarget } from './composer-target';
import { GuidelinesNotice } from './guidelines-notice';
import { composerMessages, inputBlockedReason, questionProblem } from './input-rules';
import { questionThunk } from './question-thunk';
import { acceptAttribute, acceptsUploads } from './upload-routing';
import type { UploadCapabilities } from './upload-routing';
import { useComposerUploads } from './use-composer-uploads';
import { guidelinesMessages, useGuidelinesConsent } from './use-guidelines-consent';
import { insertTranscript } from './insert-transcript';
import { VoiceInput } from './voice-input';

// Dialogs load when first opened: most visits open neither (issue 5, the /chat bundle budget).
const GuidelinesConsentDialog = lazyPart(
  async () => (await import('./guidelines-consent-dialog')).GuidelinesConsentDialog,
);
const UserPromptsDrawer = lazyPart(
  async () => (await import('../user-prompts/user-prompts-drawer')).UserPromptsDrawer,
);

/** The agent facts the composer needs: its capabilities and its guidelines document. */
export type ComposerAgent = Pick<
  GptSystemDetailsForConversation,
  'capabilityTypes' | 'visionFileUpload' | 'guidelinesDocument'
>;

export interface ComposerProps {
  /** Where the question goes; null when there is no conversation, agent or config state. */
  target: ComposerTarget | null;
  /** The agent's details for conversation; undefined while they load. */
  agent: ComposerAgent | undefined;
  features: ComposerFeatures;
  /** Why the screen refuses input (a banned or blocked agent, chat-spec section 6). */
  disabledReason?: string;
  /** The configuration under test has validation errors (config-state chat, chat-spec section 5). */
  hasValidationErrors?: boolean;
  /**
   * Called once the question is on its way, with its conversation's id: for a new conversation
   * when the stream reports the id, so the screen can navigate to `?conversationId=`.
   */
  onSent?: (conversationId: string) => void;
  /**
   * Runs once the question passes the composer's own checks, before it goes out (the agent
   * editor saves the configuration under test): a message refuses, and the question stays in the
   * box with it; undefined sends.
   */
  beforeSend?: () => Promise<string | undefined>;
}

const NO_CAPABILITIES: UploadCapabilities = { capabilityTypes: [], visionFileUpload: false };

/** What the user may upload here: anonymous visitors have no account to own attachments. */
function uploadCapabilities(agent: ComposerAgent | undefined, anonymous: boolean) {
  if (!agent) return NO_CAPABILITIES;
  if (!anonymous) return agent;
  return {
    capabilityTypes: agent.capabilityTypes.filter((type) => type === 'Vision'),
    visionFileUpload: agent.visionFileUpload,
  };
}

/**
 * The message input of a conversation (chat-spec sections 2, 4 and 5): sends through api-client's
 * stream thunks with the uploads, shows Stop while this conversation's answer streams, applies
 * the input rules and the guidelines consent, and hosts the user-prompt drawer.
 */
/**
 * The server's words for a question it refused on purpose (issue 17: 429, a spent token budget;
 * 403, e.g. HIPAA mode and a deployment not marked compliant), shown under the kept question;
 * public chat shows a 429 in its own notice above the composer.
 */
function refusalMessage(
  error: { status: number | null; message: string | null } | null,
  target: ComposerTarget,
): string | undefined {
  const refusal = error?.status === 429 || error?.status === 403;
  if (!refusal || !error.message || (error.status === 429 && isPublicTarget(target))) {
    return undefined;
  }
  return error.message;
}

export function Composer({
  target,
  agent,
  features,
  disabledReason,
  hasValidationErrors = false,
  onSent,
  beforeSend,
}: ComposerProps) {
  const dispatch = useComposerDispatch();
  const store = useComposerStore();
  const anonymous = target !== null && isPublicTarget(target);
  const capabilities = useMemo(() => uploadCapabilities(agent, anonymous), [agent, anonymous]);
  const publicSession = target === null ? undefined : publicSessionOf(target);
  const uploads = useComposerUploads(capabilities, publicSession);
  const guidelines = useGuidelinesConsent(agent?.guidelinesDocument, publicSession);
  const [question, setQuestion] = useState('');
  const [problem, setProblem] = useState<string>();
  const [guidelinesOpen, setGuidelinesOpen] = useState(false);
  const guidelinesOpened = useHasOpened(guidelinesOpen);
  const [consentFailure, setConsentFailure] = useState<unknown>();
  const [promptsOpen, setPromptsOpen] = useState(false);
  // Mounted from its first opening on: until then its queries need not watch the store.
  const promptsOpened = useHasOpened(promptsOpen);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const preparing = useRef(false);
  // Where the caret goes once a transcript is in the box, so the user edits on from there.
  const caretAfterTranscript = useRef<number | null>(null);
  useEffect(() => {
    const caret = caretAfterTranscript.current;
    const input = inputRef.current;
    if (caret === null || !input) return;
    caretAfterTranscript.current = null;
    input.focus();
    input.setSelectionRange(caret, caret);
  }, [question]);

  const addTranscript = (transcript: string) => {
    const input = inputRef.current;
    const end = question.length;
    const inserted = insertTranscript(
      question,
      { start: input?.selectionStart ?? end, end: input?.selectionEnd ?? end },
      transcript,
    );
    caretAfterTranscript.current = inserted.caret;
    setQuestion(inserted.value);
    if (problem) setProblem(undefined);
  };

  const isStreaming = useComposerSelector(chatStreamSlice.selectors.selectIsStreaming);
  const currentConversationId = useComposerSelector(
    chatStreamSlice.selectors.selectCurrentConversationId,
  );
  const targetConversationId = target === null ? undefined : conversationIdOf(target);
  // One stream runs at a time; a continuation shows Stop only for its own conversation's stream.
  const streaming =
    isStreaming &&
    (targetConversationId === undefined || targetConversationId === currentConversationId);

  // A new conversation's id arrives with the stream's first event.
  const awaitingIdAfter = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    const before = awaitingIdAfter.current;
    if (before === undefined || currentConversationId === null) return;
    if (currentConversationId === before) return;
    awaitingIdAfter.current = undefined;
    onSent?.(currentConversationId);
  }, [currentConversationId, onSent]);

  const blockedReason =
    guidelines.loadFailed && !disabledReason
      ? guidelinesMessages.loadFailed
      : inputBlockedReason({
          disabledReason,
          hasTarget: target !== null,
          agentLoading: agent === undefined,
          guidelinesLoading: guidelines.loading,
          hasValidationErrors,
          consentMissing: guidelines.required,
        });

  const send = async () => {
    if (target === null || blockedReason !== undefined) return;
    const refused = questionProblem(question);
    if (refused) {
      setProblem(refused);
      return;
    }
    if (uploads.busy) {
      setProblem(composerMessages.uploadsPending);
      return;
    }
    if (beforeSend) {
      // One question at a time: a second press while the first is being prepared does nothing.
      if (preparing.current) return;
      preparing.current = true;
      let refused: string | undefined;
      try {
        refused = await beforeSend();
      } finally {
        preparing.current = false;
      }
      if (refused !== undefined) {
        setProblem(refused);
        return;
      }
    }
    const sent = uploads.snapshot();
    const text = question.trim();
    setProblem(undefined);
    setQuestion('');
    const continued = conversationIdOf(target);
    if (continued === undefined) awaitingIdAfter.current = currentConversationId;
    else onSent?.(continued);
    let sentOut: boolean;
    let refusal: string | undefined;
    try {
      await dispatch(
        questionThunk(target, {
          question: text,
          visionImageIds: sent.images.map((image) => image.visionImageId),
          attachmentIds: sent.files.map((file) => file.attachmentId),
        }),
      );
      const { selectStreamRequestStatus, selectStreamRequestError } = chatStreamSlice.selectors;
      sentOut = selectStreamRequestStatus(store.getState()) !== 'Rejected';
      refusal = refusalMessage(selectStreamRequestError(store.getState()), target);
    } catch {
      // The thunks check the question against the contract before sending anything.
      sentOut = false;
    }
    // Nothing is lost: a question the server never took goes back into the input with its files.
    if (!sentOut) {
      awaitingIdAfter.current = undefined;
      setQuestion((typed) => (typed.trim() ? typed : text));
      uploads.restore(sent);
      setProblem(refusal ?? composerMessages.sendFailed);
    }
  };

  const showUploads = features.uploads && acceptsUploads(capabilities);
  const guidelinesDocument = guidelines.document;

  return (
    <>
      <ComposerBar
        value={question}
        onChange={(value) => {
          setQuestion(value);
          if (problem) setProblem(undefined);
        }}
        onSend={() => void send()}
        onStop={() => void dispatch(abortStream())}
        streaming={streaming}
        blockedReason={blockedReason}
        problem={problem}
        uploads={uploads.items}
        onRemoveUpload={uploads.remove}
        uploadAccept={showUploads ? acceptAttribute(capabilities) : undefined}
        onFilesChosen={(files) => void uploads.addFiles(files)}
        onOpenPrompts={features.userPrompts && !anonymous ? () => setPromptsOpen(true) : undefined}
        voiceInput={
          features.voiceInput && !anonymous ? (
            <VoiceInput blocked={blockedReason !== undefined} onTranscript={addTranscript} />
          ) : undefined
        }
        inputRef={inputRef}
        notice={
          guidelines.required && guidelinesDocument && !disabledReason ? (
            <GuidelinesNotice
              title={guidelinesDocument.title}
              onRead={() => setGuidelinesOpen(true)}
            />
          ) : undefined
        }
      />
      {guidelinesDocument && guidelinesOpened && (
        <GuidelinesConsentDialog
          open={guidelinesOpen && guidelines.required}
          document={guidelinesDocument}
          agreeing={guidelines.recording}
          failure={consentFailure}
          finalFocusRef={inputRef}
          onClose={() => setGuidelinesOpen(false)}
          onAgree={async () => {
            setConsentFailure(undefined);
            try {
              await guidelines.consent();
              setGuidelinesOpen(false);
            } catch (failure) {
              setConsentFailure(failure);
            }
          }}
        />
      )}
      {features.userPrompts && !anonymous && promptsOpened && (
        <UserPromptsDrawer
          open={promptsOpen}
          onClose={() => setPromptsOpen(false)}
          currentInput={question}
          onUse={(text) => setQuestion(text)}
          finalFocusRef={inputRef}
        />
      )}
    </>
  );
}
