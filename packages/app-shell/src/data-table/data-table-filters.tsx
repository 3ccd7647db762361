import { Field, Input } from '@chakra-ui/react';
import { delays } from '@parley/api-contract';
import { useEffect, useEffectEvent, useState } from 'react';
import type { FormEvent } from 'react';

export interface DataTableSearchProps {
  label: string;
  /** The search in force (a `useUrlFilters` value). */
  value: string;
  /** Called with the typed text once typing pauses, or at once on Enter. */
  onValueChange: (value: string) => void;
  placeholder?: string;
  /** How long typing must pause before the search changes (admin lists: 300 ms). */
  delayMs?: number;
}

/**
 * The search box above a list: what is typed shows at once, the search itself changes once typing
 * pauses (`delays.searchDebounceMs`), so each keystroke does not start the list over; Enter
 * searches at once. A change from elsewhere (Clear filters, Back) replaces the text.
 *
 * ```tsx
 * const { filters, setFilters } = useUrlFilters(['search']);
 * <DataTableSearch label="Search users" value={filters.search}
 *   onValueChange={(search) => setFilters({ search })} />
 * ```
 */
export function DataTableSearch({
  label,
  value,
  onValueChange,
  placeholder,
  delayMs = delays.searchDebounceMs,
}: DataTableSearchProps) {
  const [text, setText] = useState(value);
  // The value last seen and the last text sent: a new value other than our own echo came from
  // elsewhere (Clear filters, Back) and replaces the text.
  const [seen, setSeen] = useState({ value, sent: value });
  if (seen.value !== value) {
    setSeen({ value, sent: value });
    if (value !== seen.sent) setText(value);
  }

  const send = (next: string) => {
    setSeen((current) => ({ ...current, sent: next }));
    onValueChange(next);
  };
  const sendTyped = useEffectEvent(() => send(text));

  useEffect(() => {
    if (text === value) return undefined;
    const timer = setTimeout(() => sendTyped(), delayMs);
    return () => clearTimeout(timer);
  }, [text, value, delayMs]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text !== value) send(text);
  };

  return (
    <form role="search" onSubmit={submit}>
      <Field.Root maxW="sm">
        <Field.Label>{label}</Field.Label>
        <Input
          type="search"
          value={text}
          placeholder={placeholder}
          autoComplete="off"
          onChange={(event) => setText(event.target.value)}
        />
      </Field.Root>
    </form>
  );
}
