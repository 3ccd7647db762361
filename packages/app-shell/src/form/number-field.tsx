import { Input } from '@chakra-ui/react';
import type { ChangeEvent } from 'react';
import { FormFieldFrame } from './form-field-frame';
import type { FormFieldProps } from './form-field-frame';
import { useFormField } from './use-form-field';

export interface NumberFieldProps extends FormFieldProps {
  min?: number;
  max?: number;
  /** The arrow keys' step; 1 unless told. */
  step?: number;
}

/**
 * A number input bound to a Formik number field: the value is a number, or undefined while the
 * box is empty or holds no number. A native number input (role spinbutton, arrow keys step it):
 * React leaves a half-typed "0." on screen, where Chakra's NumberInput dropped the decimal point
 * in Chromium when controlled. The schema says what is out of range; min and max only set the
 * arrows' bounds.
 */
export function NumberField({
  name,
  label,
  helperText,
  required = false,
  disabled = false,
  min,
  max,
  step = 1,
}: NumberFieldProps) {
  const { field, helpers, error, ids, describedBy } = useFormField<number | undefined>(
    name,
    helperText,
  );
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const number = event.target.valueAsNumber;
    void helpers.setValue(Number.isNaN(number) ? undefined : number);
  };
  return (
    <FormFieldFrame {...{ label, helperText, error, required, disabled, ids }}>
      <Input
        type="number"
        inputMode="decimal"
        name={field.name}
        value={field.value ?? ''}
        onChange={onChange}
        onBlur={field.onBlur}
        min={min}
        max={max}
        step={step}
        required={false}
        aria-required={required || undefined}
        aria-describedby={describedBy}
      />
    </FormFieldFrame>
  );
}
