import {
  Button,
  ButtonGroup,
  Field,
  HStack,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { auditEntityTypes, delays } from '@parley/api-contract';
import { useEffect, useEffectEvent, useState } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';
import {
  activeAuditPreset,
  auditWindowPresets,
  defaultAuditWindow,
  describeAuditWindow,
  emptyAuditFilters,
  fromLocalInputValue,
  toLocalInputValue,
} from './audit-window';
import type { AuditFilterValues } from './audit-window';

export interface AuditFiltersProps {
  /** The filters in force (the URL's). */
  values: AuditFilterValues;
  /** Called with the filters that changed: at once for a choice, once typing pauses for text. */
  onChange: (changes: Partial<AuditFilterValues>) => void;
  /** How long typing must pause before a text filter changes. */
  delayMs?: number;
}

export const auditFilterLabels = {
  form: 'Filter the audit log',
  type: 'Type',
  allTypes: 'All types',
  aggregateRootId: 'Entity id',
  userName: 'User',
  domainOperation: 'Operation',
  domainOperationHelp: 'The exact name, e.g. Created, Updated or Deleted',
  details: 'Text in before or after',
  timeStampFrom: 'From',
  timeStampTo: 'To',
  presets: 'Time window',
  reset: 'Reset filters',
} as const;

const knownTypes: readonly string[] = Object.values(auditEntityTypes);

interface DebouncedFieldProps {
  label: string;
  /** The value in force. */
  value: string;
  onCommit: (value: string) => void;
  delayMs: number;
  type?: 'text' | 'datetime-local';
  helperText?: string;
  /** The input's text for a value, and the value for a text (datetime-local: ISO UTC and local). */
  toText?: (value: string) => string;
  fromText?: (text: string) => string;
  /** Time fields sit in a row with the presets: as wide as a date and time, not the row. */
  compact?: boolean;
}

const same = (value: string) => value;

/**
 * A filter field whose text shows at once and whose value changes once typing pauses, or at once
 * on Enter; a change from elsewhere (a preset, Reset, Back, the entity id of a row) replaces the
 * text. A datetime-local input passes through invalid values while a date is typed digit by
 * digit, which the pause also keeps from reaching the server.
 */
function DebouncedField({
  label,
  value,
  onCommit,
  delayMs,
  type = 'text',
  helperText,
  toText = same,
  fromText = same,
  compact = false,
}: DebouncedFieldProps) {
  const [text, setText] = useState(() => toText(value));
  // The value last seen and the last value sent: a new value other than our own echo came from
  // elsewhere and replaces the text.
  const [seen, setSeen] = useState({ value, sent: value });
  if (seen.value !== value) {
    setSeen({ value, sent: value });
    if (value !== seen.sent) setText(toText(value));
  }

  // Compared as text: a URL time with seconds is not a change the reader made.
  const pending = text !== toText(value);
  const send = () => {
    const next = fromText(text);
    setSeen((current) => ({ ...current, sent: next }));
    onCommit(next);
  };
  const sendTyped = useEffectEvent(send);

  useEffect(() => {
    if (!pending) return undefined;
    const timer = setTimeout(() => sendTyped(), delayMs);
    return () => clearTimeout(timer);
  }, [pending, text, delayMs]);

  const sendOnEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (pending) send();
  };

  return (
    <Field.Root w={compact ? { base: 'full', sm: '16rem' } : undefined}>
      <Field.Label>{label}</Field.Label>
      <Input
        type={type}
        size="sm"
        value={text}
        autoComplete="off"
        onChange={(event) => setText(event.target.value)}
        onKeyDown={sendOnEnter}
      />
      {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
    </Field.Root>
  );
}

/**
 * The audit log's filters (CONSOLE.md, Audit log): the entity type, the entity id, the user, the
 * operation, text in the values, and the time window: a preset counted back from now (the
 * contract's default when none is chosen) or chosen ends, in local time. The window in force is
 * always said in words.
 */
export function AuditFilters({
  values,
  onChange,
  delayMs = delays.searchDebounceMs,
}: AuditFiltersProps) {
  const current = activeAuditPreset(values);
  const typeOptions =
    values.type && !knownTypes.includes(values.type) ? [...knownTypes, values.type] : knownTypes;
  const text = (key: 'aggregateRootId' | 'userName' | 'domainOperation' | 'details') => ({
    label: auditFilterLabels[key],
    value: values[key],
    onCommit: (value: string) => onChange({ [key]: value }),
    delayMs,
  });
  const time = (key: 'timeStampFrom' | 'timeStampTo') => ({
    label: auditFilterLabels[key],
    type: 'datetime-local' as const,
    value: values[key],
    // A chosen end replaces the preset.
    onCommit: (value: string) => onChange({ [key]: value, last: '' }),
    delayMs,
    compact: true,
    toText: toLocalInputValue,
    fromText: (local: string) =>
      fromLocalInputValue(local, key === 'timeStampFrom' ? 'start' : 'end'),
  });

  return (
    <Stack
      as="form"
      role="search"
      aria-label={auditFilterLabels.form}
      gap="4"
      onSubmit={(event: FormEvent) => event.preventDefault()}
    >
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 5 }} gap="3" alignItems="start">
        <Field.Root>
          <Field.Label>{auditFilterLabels.type}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={values.type}
              onChange={(event) => onChange({ type: event.target.value })}
            >
              <option value="">{auditFilterLabels.allTypes}</option>
              {typeOptions.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <DebouncedField {...text('aggregateRootId')} />
        <DebouncedField {...text('userName')} />
        <DebouncedField
          {...text('domainOperation')}
          helperText={auditFilterLabels.domainOperationHelp}
        />
        <DebouncedField {...text('details')} />
      </SimpleGrid>
      <HStack gap="3" align="end" wrap="wrap">
        <DebouncedField {...time('timeStampFrom')} />
        <DebouncedField {...time('timeStampTo')} />
        <ButtonGroup
          size="sm"
          variant="outline"
          attached
          role="group"
          aria-label={auditFilterLabels.presets}
        >
          {auditWindowPresets.map((option) => (
            <Button
              key={option.key}
              type="button"
              aria-pressed={current?.key === option.key}
              variant={current?.key === option.key ? 'subtle' : 'outline'}
              colorPalette={current?.key === option.key ? 'brand' : undefined}
              onClick={() =>
                onChange({
                  last: option.key === defaultAuditWindow.key ? '' : option.key,
                  timeStampFrom: '',
                  timeStampTo: '',
                })
              }
            >
              {option.label}
            </Button>
          ))}
        </ButtonGroup>
        <Button type="button" size="sm" variant="ghost" onClick={() => onChange(emptyAuditFilters)}>
          {auditFilterLabels.reset}
        </Button>
      </HStack>
      <Text textStyle="sm" color="fg.muted">
        {describeAuditWindow(values)}
      </Text>
    </Stack>
  );
}
