import { Alert, List } from '@chakra-ui/react';

export interface ErrorAlertListProps {
  /** Form-level messages (what `applyServerErrors` returned); nothing is drawn when empty. */
  messages: readonly string[];
  title?: string;
}

/**
 * The red alert at the top of a form for errors no field can show (admin-spec section 8: server
 * errors are shown as red alerts), announced when it appears (role="alert").
 */
export function ErrorAlertList({
  messages,
  title = 'The changes could not be saved',
}: ErrorAlertListProps) {
  if (messages.length === 0) return null;
  return (
    <Alert.Root status="error" role="alert" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>
          <List.Root ps="4">
            {messages.map((message, index) => (
              <List.Item key={`${index}-${message}`}>{message}</List.Item>
            ))}
          </List.Root>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
