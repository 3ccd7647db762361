import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface FormFieldFrameProps {
  label: ReactNode;
  helperText?: ReactNode;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  ids: { control: string; helperText: string; errorText: string };
  /** Draw the label elsewhere (a switch labels itself). */
  hideLabel?: boolean;
  children: ReactNode;
}

/** Label with its required marker, the control, helper text and error text, in one Chakra Field. */
export function FormFieldFrame({
  label,
  helperText,
  error,
  required = false,
  disabled = false,
  ids,
  hideLabel = false,
  children,
}: FormFieldFrameProps) {
  return (
    <Field.Root
      id={ids.control}
      ids={{ helperText: ids.helperText, errorText: ids.errorText }}
      invalid={error !== undefined}
      required={required}
      disabled={disabled}
    >
      {!hideLabel && (
        <Field.Label>
          {label}
          <Field.RequiredIndicator color="red.fg" />
        </Field.Label>
      )}
      {children}
      {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
      <Field.ErrorText color="red.fg">{error}</Field.ErrorText>
    </Field.Root>
  );
}

/** What every field primitive takes besides its own options. */
export interface FormFieldProps {
  /** The Formik field name; nested names use dots (`settings.apiKey`). */
  name: string;
  label: ReactNode;
  helperText?: ReactNode;
  /** Shows the required marker and sets aria-required; the schema still decides. */
  required?: boolean;
  disabled?: boolean;
}
