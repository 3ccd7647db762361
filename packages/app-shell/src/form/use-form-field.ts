import { useField, useFormikContext } from 'formik';
import { useId } from 'react';

/**
 * One Formik field as the primitives draw it: its value and helpers, the error to show (only once
 * the field was touched or the form submitted, so an untouched form is not shouted at), and the
 * ids that tie the label, helper text and error text to the control.
 */
export function useFormField<Value>(name: string, helperText: unknown) {
  const [field, meta, helpers] = useField<Value>(name);
  const { submitCount } = useFormikContext();
  const id = useId();
  const error =
    (meta.touched || submitCount > 0) && typeof meta.error === 'string' ? meta.error : undefined;
  const ids = {
    control: `${id}-control`,
    helperText: `${id}-helper`,
    errorText: `${id}-error`,
  };
  // Ark ties only the helper text through aria-describedby (the error through aria-errormessage,
  // which few screen readers announce): both are named here.
  const describedBy =
    [helperText ? ids.helperText : undefined, error ? ids.errorText : undefined]
      .filter(Boolean)
      .join(' ') || undefined;
  return { field, meta, helpers, error, ids, describedBy };
}
