import { Alert } from '@chakra-ui/react';

export interface RateLimitNoticeProps {
  /** The server's words, e.g. "Too many messages. Please wait 30 seconds and try again." */
  message: string;
}

/** Shown where the answer would be when the server refused the question (429, issue 7). */
export function RateLimitNotice({ message }: RateLimitNoticeProps) {
  return (
    // An alert, so screen readers hear it as soon as the question is refused.
    <Alert.Root role="alert" status="warning" maxW="3xl" mx="auto" my="4">
      <Alert.Indicator />
      <Alert.Description>{message}</Alert.Description>
    </Alert.Root>
  );
}
