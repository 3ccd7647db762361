import { Checkbox, Fieldset, SimpleGrid, Span, Stack, VisuallyHidden } from '@chakra-ui/react';
import { actionAreas, allActions } from '@parley/api-contract';
import type { Action, ActionArea } from '@parley/api-contract';
import { useLatest } from '@parley/app-shell';
import { useField, useFormikContext } from 'formik';
import { memo, useCallback, useEffect, useRef } from 'react';
import type { FocusEvent, ReactNode } from 'react';
import { roleMessages } from './role-messages';

export interface RoleActionsFieldProps {
  /** The Formik field holding the chosen actions (`Action[]`). */
  name: string;
  label: ReactNode;
  helperText?: ReactNode;
  /** The actions on offer, by console area (the contract's `actionAreas`). */
  areas?: readonly ActionArea[];
  required?: boolean;
  disabled?: boolean;
}

function ActionCheckbox({
  label,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  checked: boolean | 'indeterminate';
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  // Ark marks the hidden input mixed only when the state changes, not when it starts mixed: an
  // area partly chosen on load would read as unchecked to assistive technology.
  useEffect(() => {
    if (input.current) input.current.indeterminate = checked === 'indeterminate';
  }, [checked]);
  return (
    <Checkbox.Root
      checked={checked}
      disabled={disabled}
      onCheckedChange={(details) => onChange(details.checked === true)}
    >
      <Checkbox.HiddenInput ref={input} />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}

interface AreaChoicesProps {
  area: string;
  actions: readonly Action[];
  /** The area's chosen actions, comma-joined: a value, so an area redraws only when it changes. */
  chosenInArea: string;
  disabled: boolean;
  onChoose: (changed: readonly Action[], checked: boolean) => void;
}

/**
 * One area's fieldset. Memoised: typing the role's name redraws the form, and forty-odd
 * checkboxes redrawn on each keystroke made typing lag.
 */
const AreaChoices = memo(function AreaChoices({
  area,
  actions,
  chosenInArea,
  disabled,
  onChoose,
}: AreaChoicesProps) {
  const chosen = new Set(chosenInArea.split(','));
  const count = actions.filter((action) => chosen.has(action)).length;
  const all = count === actions.length ? true : count > 0 ? 'indeterminate' : false;
  return (
    <Fieldset.Root disabled={disabled} borderWidth="1px" rounded="md" px="3" pb="3">
      <Fieldset.Legend px="1" fontWeight="semibold">
        {area}
      </Fieldset.Legend>
      <Stack gap="2">
        <ActionCheckbox
          label={roleMessages.selectAllIn(area)}
          checked={all}
          disabled={disabled}
          onChange={(checked) => onChoose(actions, checked)}
        />
        <Stack gap="2" ps="6">
          {actions.map((action) => (
            <ActionCheckbox
              key={action}
              label={action}
              checked={chosen.has(action)}
              disabled={disabled}
              onChange={(checked) => onChoose([action], checked)}
            />
          ))}
        </Stack>
      </Stack>
    </Fieldset.Root>
  );
});

/**
 * A role's actions, bound to a Formik `Action[]` field: one fieldset per console area, its legend
 * naming the area, with "Select all in {area}" (mixed while only some are chosen) above the
 * area's actions. The chosen actions keep the contract's order whatever order they were ticked
 * in. The field's one message (at least one action) shows under all areas once the user has
 * left the field or tried to save.
 */
export function RoleActionsField({
  name,
  label,
  helperText,
  areas = actionAreas,
  required = false,
  disabled = false,
}: RoleActionsFieldProps) {
  const [field, meta, helpers] = useField<Action[] | undefined>(name);
  const { submitCount, setFieldValue } = useFormikContext();
  const error =
    (meta.touched || submitCount > 0) && typeof meta.error === 'string' ? meta.error : undefined;
  const chosen = new Set(field.value ?? []);

  const latestChosen = useLatest(field.value);
  const choose = useCallback(
    (changed: readonly Action[], checked: boolean) => {
      const next = new Set(latestChosen.current ?? []);
      for (const action of changed) {
        if (checked) next.add(action);
        else next.delete(action);
      }
      void setFieldValue(
        name,
        allActions.filter((action) => next.has(action)),
      );
    },
    [latestChosen, setFieldValue, name],
  );

  // Counts as touched once focus leaves every area, as a single input does on blur.
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
      void helpers.setTouched(true);
    }
  };

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
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="3">
          {areas.map(({ area, actions }) => (
            <AreaChoices
              key={area}
              area={area}
              actions={actions}
              chosenInArea={actions.filter((action) => chosen.has(action)).join(',')}
              disabled={disabled}
              onChoose={choose}
            />
          ))}
        </SimpleGrid>
      </Fieldset.Content>
      <Fieldset.ErrorText color="red.fg">{error}</Fieldset.ErrorText>
    </Fieldset.Root>
  );
}
