import {
  Checkbox,
  CheckboxGroup,
  Fieldset,
  SimpleGrid,
  Span,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { useField, useFormikContext } from 'formik';
import { useId } from 'react';
import type { FocusEvent } from 'react';
import type { FormFieldProps } from './form-field-frame';
import type { SelectOption } from './select-field';

export interface SelectOptionGroup {
  label: string;
  options: readonly SelectOption[];
}

export interface MultiSelectFieldProps extends FormFieldProps {
  /** The choices, in one list or in labelled groups (a role's actions by console area). */
  options: readonly SelectOption[] | readonly SelectOptionGroup[];
  /** Columns of checkboxes from the `md` breakpoint up; one column below it. */
  columns?: number;
}

function isGrouped(
  options: readonly SelectOption[] | readonly SelectOptionGroup[],
): options is readonly SelectOptionGroup[] {
  return options.length > 0 && 'options' in (options[0] as object);
}

function CheckboxOption({ option }: { option: SelectOption }) {
  return (
    <Checkbox.Root value={option.value}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{option.label}</Checkbox.Label>
    </Checkbox.Root>
  );
}

/**
 * Several choices, bound to a Formik `string[]` field: a group of checkboxes in a fieldset, so
 * Tab moves between choices and Space toggles one. Suits the console's small and medium sets (a
 * role's actions); the legend names the group, helper and error text describe it.
 */
export function MultiSelectField({
  name,
  label,
  helperText,
  required = false,
  disabled = false,
  options,
  columns = 1,
}: MultiSelectFieldProps) {
  const [field, meta, helpers] = useField<string[] | undefined>(name);
  const { submitCount } = useFormikContext();
  const groupLabelId = useId();
  const error =
    (meta.touched || submitCount > 0) && typeof meta.error === 'string' ? meta.error : undefined;

  // The group counts as touched once focus leaves it, as a single input does on blur.
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
      void helpers.setTouched(true);
    }
  };

  const grid = (choices: readonly SelectOption[]) => (
    <SimpleGrid columns={{ base: 1, md: columns }} gap="2">
      {choices.map((option) => (
        <CheckboxOption key={option.value} option={option} />
      ))}
    </SimpleGrid>
  );

  return (
    <Fieldset.Root invalid={error !== undefined} disabled={disabled} onBlur={onBlur}>
      <Fieldset.Legend>
        {label}
        {required && (
          <>
            <Span aria-hidden="true" color="red.fg" ms="1">
              *
            </Span>
            <VisuallyHidden>(required)</VisuallyHidden>
          </>
        )}
      </Fieldset.Legend>
      {helperText && <Fieldset.HelperText>{helperText}</Fieldset.HelperText>}
      <Fieldset.Content>
        <CheckboxGroup
          name={field.name}
          value={field.value ?? []}
          onValueChange={(value) => void helpers.setValue(value)}
          disabled={disabled}
        >
          {isGrouped(options) ? (
            <Stack gap="4">
              {options.map((group, index) => (
                <Stack
                  key={group.label}
                  gap="2"
                  role="group"
                  aria-labelledby={`${groupLabelId}-${index}`}
                >
                  <Text id={`${groupLabelId}-${index}`} fontWeight="medium" textStyle="sm">
                    {group.label}
                  </Text>
                  {grid(group.options)}
                </Stack>
              ))}
            </Stack>
          ) : (
            grid(options)
          )}
        </CheckboxGroup>
      </Fieldset.Content>
      <Fieldset.ErrorText color="red.fg">{error}</Fieldset.ErrorText>
    </Fieldset.Root>
  );
}
