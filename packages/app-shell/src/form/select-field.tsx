import { NativeSelect } from '@chakra-ui/react';
import { FormFieldFrame } from './form-field-frame';
import type { FormFieldProps } from './form-field-frame';
import { useFormField } from './use-form-field';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends FormFieldProps {
  options: readonly SelectOption[];
  /** The empty first choice ("Choose a brand"); the value is then the empty string. */
  placeholder?: string;
}

/**
 * One choice from a list, bound to a Formik string field. A native select: every browser and
 * screen reader knows its keyboard, and it needs no popup.
 */
export function SelectField({
  name,
  label,
  helperText,
  required = false,
  disabled = false,
  options,
  placeholder,
}: SelectFieldProps) {
  const { field, error, ids, describedBy } = useFormField<string | undefined>(name, helperText);
  return (
    <FormFieldFrame {...{ label, helperText, error, required, disabled, ids }}>
      <NativeSelect.Root>
        <NativeSelect.Field
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          aria-required={required || undefined}
          aria-describedby={describedBy}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormFieldFrame>
  );
}
