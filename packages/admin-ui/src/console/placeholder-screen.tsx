import { Alert, List } from '@chakra-ui/react';
import { ConsolePage } from './console-page';

export interface PlaceholderScreenProps {
  title: string;
  /** What the page is for. */
  description: string;
  /** What it will offer, one line each. */
  coming: readonly string[];
}

/**
 * A console route whose screen a later release builds: it says what will be here, so no route is
 * ever an empty page.
 */
export function PlaceholderScreen({ title, description, coming }: PlaceholderScreenProps) {
  return (
    <ConsolePage title={title} description={description}>
      <Alert.Root status="info" maxW="prose">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Not available yet</Alert.Title>
          <Alert.Description>
            This page is part of a later release. It will offer:
            <List.Root mt="2" ps="5">
              {coming.map((line) => (
                <List.Item key={line}>{line}</List.Item>
              ))}
            </List.Root>
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    </ConsolePage>
  );
}
