import { HStack, Stack } from '@chakra-ui/react';
import { agentAvatarAccept, agentAvatarFileProblem } from '@parley/api-contract';
import {
  ButtonWithReason,
  ImageFileInput,
  ImageTile,
  UnsavedChangesGuard,
} from '@parley/app-shell';
import { Form, Formik, useFormikContext } from 'formik';
import { useEffect, useMemo, useState } from 'react';
import { DeleteButton } from '../components/delete-button';
import { agentLookMessages as messages } from './agent-look-messages';

export interface AgentAvatarFieldProps {
  /** The agent's name, for the image's description. */
  name: string;
  /** The address of the current avatar (the uploaded image, or the identicon). */
  imageUrl: string;
  /** Whether an image was uploaded (Remove then makes sense). */
  hasAvatar: boolean;
  /** Why the user may not change the avatar: the controls are disabled with it. */
  disabledReason?: string;
  /** Uploads the chosen file; resolves true when it was stored (the choice is then cleared). */
  onUpload: (file: File) => Promise<boolean>;
  /** Removes the avatar after the dialog's confirmation; chat shows the identicon again. */
  onRemove: () => Promise<void>;
}

interface AvatarFormValues {
  file: File | null;
}

/** A preview of the chosen file, its object URL released when the choice changes. */
function usePreviewUrl(file: File | null): string | undefined {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : undefined), [file]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}

/**
 * The agent's avatar: the current image, a file input (PNG, JPEG, WebP or SVG up to 1 MB, checked
 * when chosen) with a preview of the choice, Upload, and Remove (which asks). A chosen file not
 * yet uploaded is an unsaved change: leaving asks first.
 */
export function AgentAvatarField(props: AgentAvatarFieldProps) {
  // A new file input after each upload: a file input cannot be emptied by value.
  const [uploads, setUploads] = useState(0);
  return (
    <Formik<AvatarFormValues>
      initialValues={{ file: null }}
      onSubmit={async ({ file }, { resetForm }) => {
        if (!file || !(await props.onUpload(file))) return;
        resetForm();
        setUploads((count) => count + 1);
      }}
    >
      <Form noValidate aria-label={messages.avatarHeading}>
        <UnsavedChangesGuard />
        <AvatarFields {...props} inputKey={uploads} />
      </Form>
    </Formik>
  );
}

function AvatarFields({
  name,
  imageUrl,
  hasAvatar,
  disabledReason,
  onRemove,
  inputKey,
}: AgentAvatarFieldProps & { inputKey: number }) {
  const { values, setFieldValue, isSubmitting } = useFormikContext<AvatarFormValues>();
  const previewUrl = usePreviewUrl(values.file);

  const disabled = disabledReason !== undefined;
  return (
    <Stack gap="4">
      <HStack gap="6" align="flex-start" wrap="wrap">
        <ImageTile src={imageUrl} alt={messages.currentAvatar(name)} size="24" />
        {previewUrl && <ImageTile src={previewUrl} alt={messages.preview} size="24" />}
      </HStack>
      <ImageFileInput
        key={inputKey}
        label={messages.chooseFile}
        help={messages.avatarHelp}
        accept={agentAvatarAccept}
        problemOf={agentAvatarFileProblem}
        onChoose={(file) => void setFieldValue('file', file)}
        disabled={disabled}
      />
      <HStack gap="2" align="flex-start">
        <ButtonWithReason
          type="submit"
          colorPalette="brand"
          disabled={!values.file}
          loading={isSubmitting}
          disabledReason={disabledReason}
        >
          {messages.upload}
        </ButtonWithReason>
        {hasAvatar && (
          <DeleteButton
            label={messages.remove}
            heading={messages.removeHeading}
            name={name}
            disabledReason={disabledReason}
            onDelete={onRemove}
          />
        )}
      </HStack>
    </Stack>
  );
}
