import { Alert } from '@chakra-ui/react';

export const readOnlyTitle = 'Read only';

/** Heads a form the user may not change: "Read only" and why (the action their roles lack). */
export function ReadOnlyNotice({ reason }: { reason: string | undefined }) {
  if (reason === undefined) return null;
  return (
    <Alert.Root status="info">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{readOnlyTitle}</Alert.Title>
        <Alert.Description>{reason}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
