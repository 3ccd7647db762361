import { Input, Textarea } from '@chakra-ui/react';
import { limits } from '@parley/api-contract';
import { FormFieldFrame } from './form-field-frame';
import type { FormFieldProps } from './form-field-frame';
import { useFormField } from './use-form-field';

/** Rows of a text field whose limit makes it multiline (`isMultilineLimit`). */
export const DYNAMIC_MULTILINE_ROWS = 3;

/**
 * Whether text allowed up to `maxLength` characters is typed in a multiline box: the contract's
 * `limits.dynamicMultilineAbove` (admin-spec section 5) says above 500.
 */
export function isMultilineLimit(maxLength: number | undefined): boolean {
  return maxLength !== undefined && maxLength > limits.dynamicMultilineAbove;
}

export interface TextFieldProps extends FormFieldProps {
  type?: 'text' | 'email' | 'url' | 'search' | 'datetime-local';
  placeholder?: string;
  autoComplete?: string;
  /**
   * The longest text the schema allows. Only decides the shape: above
   * `limits.dynamicMultilineAbove` the field is a 3-row text area. The schema says when text is
   * too long, so a pasted text is never cut silently.
   */
  maxLength?: number;
}

/** A one-line text input bound to a Formik string field (multiline when its limit is long). */
export function TextField({
  name,
  label,
  helperText,
  required = false,
  disabled = false,
  type = 'text',
  placeholder,
  autoComplete,
  maxLength,
}: TextFieldProps) {
  const { field, error, ids, describedBy } = useFormField<string | undefined>(name, helperText);
  const shared = {
    name: field.name,
    value: field.value ?? '',
    onChange: field.onChange,
    onBlur: field.onBlur,
    placeholder,
    required: false,
    'aria-required': required || undefined,
    'aria-describedby': describedBy,
  };
  return (
    <FormFieldFrame {...{ label, helperText, error, required, disabled, ids }}>
      {isMultilineLimit(maxLength) ? (
        <Textarea {...shared} rows={DYNAMIC_MULTILINE_ROWS} />
      ) : (
        <Input {...shared} type={type} autoComplete={autoComplete} />
      )}
    </FormFieldFrame>
  );
}
