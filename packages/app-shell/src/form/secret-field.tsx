import { Button, HStack, Input } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { FormFieldFrame } from './form-field-frame';
import type { FormFieldProps } from './form-field-frame';
import { useFormField } from './use-form-field';

export interface SecretFieldProps extends FormFieldProps {
  /**
   * What the server shows of the stored secret (`••••••abcd`), or null when none is stored. It is
   * only ever displayed: the form value stays undefined until the user replaces the secret.
   */
  maskedValue: string | null;
  autoComplete?: string;
}

/**
 * A secret (a provider key, a connection password) that is never round-tripped: a stored one shows
 * masked and read-only with Replace, which opens an empty input for a new one; Cancel goes back to
 * the masked value and leaves the form value undefined, so nothing of the old secret can reach a
 * save payload. With no stored secret the input shows at once.
 */
export function SecretField({
  name,
  label,
  helperText,
  required = false,
  disabled = false,
  maskedValue,
  autoComplete = 'new-password',
}: SecretFieldProps) {
  const { field, helpers, error, ids, describedBy } = useFormField<string | undefined>(
    name,
    helperText,
  );
  const [replacing, setReplacing] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const stored = maskedValue !== null && !replacing;
  const named = (action: string) => (typeof label === 'string' ? `${action} ${label}` : undefined);

  const replace = () => {
    setReplacing(true);
    void helpers.setValue('', false);
    // The input appears with this render; focus it once it is there.
    requestAnimationFrame(() => input.current?.focus());
  };
  const cancel = () => {
    setReplacing(false);
    void helpers.setValue(undefined);
    void helpers.setTouched(false, false);
  };

  return (
    <FormFieldFrame {...{ label, helperText, error, required, disabled, ids }}>
      <HStack gap="2" width="full">
        {stored ? (
          <Input
            value={maskedValue}
            readOnly
            aria-readonly
            aria-describedby={describedBy}
            fontFamily="mono"
          />
        ) : (
          <Input
            ref={input}
            type="password"
            name={field.name}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            autoComplete={autoComplete}
            required={false}
            aria-required={required || undefined}
            aria-describedby={describedBy}
          />
        )}
        {stored && (
          <Button
            type="button"
            variant="outline"
            onClick={replace}
            disabled={disabled}
            aria-label={named('Replace')}
          >
            Replace
          </Button>
        )}
        {maskedValue !== null && replacing && (
          <Button
            type="button"
            variant="ghost"
            onClick={cancel}
            disabled={disabled}
            aria-label={named('Cancel replacing')}
          >
            Cancel
          </Button>
        )}
      </HStack>
    </FormFieldFrame>
  );
}
