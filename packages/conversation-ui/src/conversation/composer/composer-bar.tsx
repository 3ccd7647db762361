import { Box, Field, HStack, IconButton, Stack, Textarea } from '@chakra-ui/react';
import { useRef } from 'react';
import type { FormEvent, KeyboardEvent, ReactNode, RefObject } from 'react';
import { tourTargets } from '../../tour/tour-targets';
import { useConversationText } from '../../i18n/conversation-text';
import { AttachIcon, PromptsIcon, SendIcon, StopIcon } from './composer-icons';
import { UploadPreviewList } from './upload-preview-list';
import type { UploadItem } from './use-composer-uploads';

export interface ComposerBarProps {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  onStop: () => void;
  /** This conversation's answer is streaming: Stop replaces Send. */
  streaming: boolean;
  /** Why the input is disabled (chat-spec section 5); undefined when it is enabled. */
  blockedReason?: string;
  /** Why the last send was refused or failed. */
  problem?: string;
  uploads: UploadItem[];
  onRemoveUpload: (id: string) => void;
  /** The file types the agent takes; undefined hides the upload button. */
  uploadAccept?: string;
  onFilesChosen: (files: File[]) => void;
  /** Opens the user-prompt drawer; undefined hides its button. */
  onOpenPrompts?: () => void;
  /** The microphone and its status line (`VoiceInput`); undefined hides it. */
  voiceInput?: ReactNode;
  /** Shown above the input, e.g. the guidelines to accept first. */
  notice?: ReactNode;
  /** The message input, for focusing it after a prompt fills it. */
  inputRef?: RefObject<HTMLTextAreaElement | null>;
}

const SEND_KEYS_HINT = 'Enter sends, Shift+Enter starts a new line.';

/** Enter sends; Shift+Enter breaks the line; Enter that confirms an IME composition does neither. */
function isSendKey(event: KeyboardEvent<HTMLTextAreaElement>): boolean {
  if (event.key !== 'Enter' || event.shiftKey) return false;
  // keyCode 229: the key went to an input method (Safari ends compositions before keydown).
  return !event.nativeEvent.isComposing && event.keyCode !== 229;
}

/**
 * The message input bar: attachments, the input, the upload, prompt and microphone buttons, Send
 * or Stop.
 */
export function ComposerBar({
  value,
  onChange,
  onSend,
  onStop,
  streaming,
  blockedReason,
  problem,
  uploads,
  onRemoveUpload,
  uploadAccept,
  onFilesChosen,
  onOpenPrompts,
  voiceInput,
  notice,
  inputRef,
}: ComposerBarProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const t = useConversationText();
  const blocked = blockedReason !== undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!blocked && !streaming) onSend();
  };

  return (
    <Box
      as="form"
      aria-label={t('messageComposer')}
      onSubmit={submit}
      data-tour={tourTargets.chatInputBar}
      borderWidth="1px"
      borderRadius="l3"
      bg="bg.panel"
      p="3"
    >
      <Stack gap="2">
        {notice}
        <UploadPreviewList items={uploads} onRemove={onRemoveUpload} />
        <Field.Root invalid={problem !== undefined} disabled={blocked}>
          <Field.Label srOnly>{t('message')}</Field.Label>
          <Textarea
            ref={inputRef}
            data-tour={tourTargets.messageInput}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            onKeyDown={(event) => {
              if (!isSendKey(event)) return;
              event.preventDefault();
              if (!blocked && !streaming) onSend();
            }}
            placeholder={t('messagePlaceholder')}
            autoresize
            maxH="40"
            rows={1}
            variant="flushed"
            borderBottomWidth="0"
          />
          <Field.HelperText srOnly={!blocked}>{blockedReason ?? SEND_KEYS_HINT}</Field.HelperText>
          <Field.ErrorText color="red.fg">{problem}</Field.ErrorText>
        </Field.Root>
        <HStack gap="1">
          {uploadAccept !== undefined && (
            <>
              <input
                ref={fileInput}
                type="file"
                multiple
                hidden
                accept={uploadAccept}
                aria-label={t('filesToUpload')}
                onChange={(event) => {
                  const chosen = Array.from(event.target.files ?? []);
                  // Choosing the same file again after removing it must fire change again.
                  event.target.value = '';
                  if (chosen.length > 0) onFilesChosen(chosen);
                }}
              />
              <IconButton
                aria-label={t('uploadFiles')}
                variant="ghost"
                size="sm"
                disabled={blocked}
                data-tour={tourTargets.uploadFileButton}
                onClick={() => fileInput.current?.click()}
              >
                <AttachIcon />
              </IconButton>
            </>
          )}
          {onOpenPrompts && (
            <IconButton
              aria-label={t('myPrompts')}
              variant="ghost"
              size="sm"
              data-tour={tourTargets.showUserPromptButton}
              onClick={onOpenPrompts}
            >
              <PromptsIcon />
            </IconButton>
          )}
          {voiceInput}
          <Box flex="1" />
          {streaming ? (
            <IconButton aria-label={t('stop')} size="sm" variant="outline" onClick={onStop}>
              <StopIcon />
            </IconButton>
          ) : (
            <IconButton
              type="submit"
              aria-label={t('send')}
              size="sm"
              colorPalette="brand"
              disabled={blocked || value.trim() === ''}
            >
              <SendIcon />
            </IconButton>
          )}
        </HStack>
      </Stack>
    </Box>
  );
}
