import { Alert, CloseButton, Stack } from '@chakra-ui/react';
import { useState } from 'react';

/** A warning a save answered with: the property it concerns and what is wrong (admin-spec 8). */
export interface AlertWarning {
  property: string;
  message: string;
}

export interface WarningAlertsProps {
  /** The warnings of the last save; a warning no longer listed is resolved and goes. */
  warnings: readonly AlertWarning[];
}

const keyOf = ({ property, message }: AlertWarning) => `${property}\u0000${message}`;

/**
 * Warnings stay on the page, one alert each, until the user dismisses them or a later save no
 * longer reports them: a warning that vanished in a toast would be a warning nobody read. A new
 * list (the next save) shows every warning it holds again, dismissed before or not.
 */
export function WarningAlerts({ warnings }: WarningAlertsProps) {
  const [dismissed, setDismissed] = useState<{ of: readonly AlertWarning[]; keys: string[] }>({
    of: warnings,
    keys: [],
  });
  if (dismissed.of !== warnings) setDismissed({ of: warnings, keys: [] });
  const shown = warnings.filter((warning) => !dismissed.keys.includes(keyOf(warning)));
  if (shown.length === 0) return null;
  return (
    <Stack gap="2">
      {shown.map((warning) => (
        <Alert.Root key={keyOf(warning)} status="warning" alignItems="flex-start">
          <Alert.Indicator />
          <Alert.Content>
            {warning.property && <Alert.Title>{warning.property}</Alert.Title>}
            <Alert.Description>{warning.message}</Alert.Description>
          </Alert.Content>
          <CloseButton
            size="sm"
            aria-label={`Dismiss the warning about ${warning.property || 'this form'}`}
            onClick={() =>
              setDismissed((current) => ({ ...current, keys: [...current.keys, keyOf(warning)] }))
            }
          />
        </Alert.Root>
      ))}
    </Stack>
  );
}
