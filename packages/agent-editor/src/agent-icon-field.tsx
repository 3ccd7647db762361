import { Fieldset, HStack, Stack } from '@chakra-ui/react';
import { agentAvatarAccept, agentAvatarFileProblem } from '@parley/api-contract';
import { ButtonWithReason, ImageFileInput, ImageTile } from '@parley/app-shell';
import { useEffect, useRef, useState } from 'react';
import { agentEditorMessages as messages } from './agent-editor-messages';

export interface AgentIconFieldProps {
  /** The agent's name, for the image's description. */
  name: string;
  /** The address of the current icon (the uploaded image, or the draft's identicon). */
  imageUrl: string;
  /** Whether an icon was uploaded (Remove then makes sense). */
  hasIcon: boolean;
  /** Why the user may not change the icon: the controls are disabled with it. */
  disabledReason?: string;
  /** Uploads the chosen file; resolves true when it was stored (the choice is then cleared). */
  onUpload: (file: File) => Promise<boolean>;
  /** Removes the icon; absent, Remove is not offered. Resolves true when it was removed. */
  onRemove?: () => Promise<boolean>;
}

/**
 * The agent's icon in the editor (admin-spec section 7, "Icon upload"): the current image, a file
 * input checked when a file is chosen (the contract's types and size, the console's avatar
 * checks), Upload and Remove. Not a form of its own: it sits inside the editor's form, so its
 * buttons never submit it. After an upload or a removal the focus returns to the file input.
 */
export function AgentIconField({
  name,
  imageUrl,
  hasIcon,
  disabledReason,
  onUpload,
  onRemove,
}: AgentIconFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState<'upload' | 'remove' | undefined>();
  // A new file input after each upload: a file input cannot be emptied by value.
  const [uploads, setUploads] = useState(0);
  useEffect(() => {
    if (uploads > 0) inputRef.current?.focus();
  }, [uploads]);

  const upload = async () => {
    if (!file) return;
    setBusy('upload');
    const stored = await onUpload(file).finally(() => setBusy(undefined));
    if (!stored) return;
    setFile(null);
    setUploads((count) => count + 1);
  };

  const remove = async () => {
    if (!onRemove) return;
    setBusy('remove');
    const removed = await onRemove().finally(() => setBusy(undefined));
    if (removed) inputRef.current?.focus();
  };

  const disabled = disabledReason !== undefined;
  return (
    <Fieldset.Root>
      <Fieldset.Legend>{messages.iconHeading}</Fieldset.Legend>
      <Stack gap="4">
        <ImageTile src={imageUrl} alt={messages.currentIcon(name)} />
        <ImageFileInput
          key={uploads}
          ref={inputRef}
          label={messages.chooseIcon}
          help={messages.iconHelp}
          accept={agentAvatarAccept}
          problemOf={agentAvatarFileProblem}
          onChoose={setFile}
          disabled={disabled}
        />
        <HStack gap="2" align="flex-start" wrap="wrap">
          <ButtonWithReason
            type="button"
            variant="outline"
            disabled={!file || busy === 'remove'}
            loading={busy === 'upload'}
            disabledReason={disabledReason}
            onClick={() => void upload()}
          >
            {messages.uploadIcon}
          </ButtonWithReason>
          {onRemove && hasIcon && (
            <ButtonWithReason
              type="button"
              variant="outline"
              colorPalette="red"
              disabled={busy === 'upload'}
              loading={busy === 'remove'}
              disabledReason={disabledReason}
              onClick={() => void remove()}
            >
              {messages.removeIcon}
            </ButtonWithReason>
          )}
        </HStack>
      </Stack>
    </Fieldset.Root>
  );
}
