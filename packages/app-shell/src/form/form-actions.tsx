import { Button, HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ButtonWithReason } from '../components/button-with-reason';

/** The words of every console form's buttons. */
export const formActionsMessages = { save: 'Save', cancel: 'Cancel' } as const;

export interface FormActionsProps {
  /** Whether there is something to save (the form changed); Save stays disabled until then. */
  canSave: boolean;
  /** Save shows its spinner while the form submits. */
  isSubmitting: boolean;
  onCancel: () => void;
  /** Why the user may not save (their roles lack the action): Save is disabled and says so. */
  readOnlyReason?: string;
  /** Further buttons after Cancel (Delete). */
  children?: ReactNode;
  /** Save's words when it does more or less than save ("Save draft"). */
  saveLabel?: string;
}

/**
 * The end of a console form: Save (the form's only submit button), Cancel (`type="button"`, so
 * it never submits) and any further buttons.
 */
export function FormActions({
  canSave,
  isSubmitting,
  onCancel,
  readOnlyReason,
  children,
  saveLabel = formActionsMessages.save,
}: FormActionsProps) {
  return (
    <HStack gap="3" align="flex-start" wrap="wrap">
      <ButtonWithReason
        type="submit"
        colorPalette="brand"
        loading={isSubmitting}
        // Without a loading text Chakra hides the label, and the button loses its name meanwhile.
        loadingText={saveLabel}
        disabled={!canSave}
        disabledReason={readOnlyReason}
      >
        {saveLabel}
      </ButtonWithReason>
      <Button type="button" variant="outline" onClick={onCancel}>
        {formActionsMessages.cancel}
      </Button>
      {children}
    </HStack>
  );
}
