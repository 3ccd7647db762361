import { Textarea } from '@chakra-ui/react';
import { FormFieldFrame } from './form-field-frame';
import type { FormFieldProps } from './form-field-frame';
import { DYNAMIC_MULTILINE_ROWS } from './text-field';
import { useFormField } from './use-form-field';

export interface MultilineFieldProps extends FormFieldProps {
  /** Visible rows; 3 unless told (the spec's rows for long dynamic strings). */
  rows?: number;
  placeholder?: string;
}

/** A text area bound to a Formik string field. */
export function MultilineField({
  name,
  label,
  helperText,
  required = false,
  disabled = false,
  rows = DYNAMIC_MULTILINE_ROWS,
  placeholder,
}: MultilineFieldProps) {
  const { field, error, ids, describedBy } = useFormField<string | undefined>(name, helperText);
  return (
    <FormFieldFrame {...{ label, helperText, error, required, disabled, ids }}>
      <Textarea
        name={field.name}
        value={field.value ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        rows={rows}
        placeholder={placeholder}
        required={false}
        aria-required={required || undefined}
        aria-describedby={describedBy}
      />
    </FormFieldFrame>
  );
}
