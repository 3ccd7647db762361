import { Switch } from '@chakra-ui/react';
import { FormFieldFrame } from './form-field-frame';
import type { FormFieldProps } from './form-field-frame';
import { useFormField } from './use-form-field';

/** An on/off setting bound to a Formik boolean field; the switch carries its own label. */
export function SwitchField({
  name,
  label,
  helperText,
  required = false,
  disabled = false,
}: FormFieldProps) {
  const { field, helpers, error, ids, describedBy } = useFormField<boolean | undefined>(
    name,
    helperText,
  );
  return (
    <FormFieldFrame {...{ label, helperText, error, required, disabled, ids }} hideLabel>
      <Switch.Root
        name={field.name}
        checked={field.value === true}
        onCheckedChange={({ checked }) => void helpers.setValue(checked)}
        colorPalette="brand"
      >
        <Switch.HiddenInput onBlur={field.onBlur} aria-describedby={describedBy} />
        <Switch.Control />
        <Switch.Label>{label}</Switch.Label>
      </Switch.Root>
    </FormFieldFrame>
  );
}
