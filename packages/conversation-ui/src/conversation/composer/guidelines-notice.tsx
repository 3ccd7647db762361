import { Alert, Button } from '@chakra-ui/react';

export interface GuidelinesNoticeProps {
  title: string;
  onRead: () => void;
}

/** Above a blocked input: the guidelines to accept first, and the way to read them. */
export function GuidelinesNotice({ title, onRead }: GuidelinesNoticeProps) {
  return (
    <Alert.Root status="info" variant="subtle" alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Please accept the guidelines first</Alert.Title>
        <Alert.Description>
          This agent asks you to read and accept &ldquo;{title}&rdquo; before you chat.
        </Alert.Description>
      </Alert.Content>
      <Button size="sm" colorPalette="brand" onClick={onRead}>
        Read the guidelines
      </Button>
    </Alert.Root>
  );
}
