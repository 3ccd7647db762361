import { Button, Heading, HStack, Input, List, Stack, Text } from '@chakra-ui/react';
import { useLazySearchLibraryQuery } from '@parley/api-client/admin';
import { RetryAlert } from '@parley/app-shell';
import { useId, useState } from 'react';
import { dataSourceConsoleMessages as messages } from './data-source-messages';

/**
 * "Try a search": a question as a user would ask it, and the passages the library answers, best
 * first, as an agent is given them: each with its file, page and heading. The count is said
 * politely when the answer comes.
 */
export function LibrarySearchPanel({ dataSourceId }: { dataSourceId: string }) {
  const headingId = useId();
  const inputId = useId();
  const [question, setQuestion] = useState('');
  const [problem, setProblem] = useState<string>();
  const [search, result] = useLazySearchLibraryQuery();
  const items = result.currentData?.items;
  const submit = () => {
    const q = question.trim();
    if (!q) {
      setProblem(messages.searchRequired);
      return;
    }
    setProblem(undefined);
    void search({ dataSourceId, q });
  };
  return (
    <Stack as="section" aria-labelledby={headingId} gap="4" maxW="3xl">
      <Heading as="h2" size="lg" id={headingId}>
        {messages.searchHeading}
      </Heading>
      <Text color="fg.muted" id={`${inputId}-help`}>
        {messages.searchHelp}
      </Text>
      <form
        role="search"
        aria-labelledby={headingId}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="1.5">
          <Text asChild textStyle="sm" fontWeight="medium">
            <label htmlFor={inputId}>{messages.searchLabel}</label>
          </Text>
          <HStack gap="2">
            <Input
              id={inputId}
              value={question}
              maxLength={1000}
              aria-describedby={`${inputId}-help${problem ? ` ${inputId}-problem` : ''}`}
              aria-invalid={problem ? true : undefined}
              onChange={(event) => setQuestion(event.target.value)}
            />
            <Button type="submit" colorPalette="brand" loading={result.isFetching}>
              {messages.searchButton}
            </Button>
          </HStack>
          {problem && (
            <Text id={`${inputId}-problem`} color="fg.error" textStyle="sm">
              {problem}
            </Text>
          )}
        </Stack>
      </form>
      {result.isError && (
        <RetryAlert title={messages.searchFailed} error={result.error} onRetry={submit} />
      )}
      <Text role="status" aria-live="polite" color="fg.muted">
        {items === undefined
          ? ''
          : items.length === 0
            ? messages.searchEmpty
            : messages.searchResults(items.length)}
      </Text>
      {items && items.length > 0 && (
        <List.Root as="ol" variant="plain" gap="3">
          {items.map((item) => (
            <List.Item
              key={`${item.fileName}:${item.position}`}
              borderWidth="1px"
              rounded="md"
              p="3"
            >
              <Stack gap="1" w="full">
                <Text textStyle="sm" fontWeight="medium">
                  {[
                    item.fileName,
                    item.pageNumber === null ? undefined : messages.page(item.pageNumber),
                    item.heading ?? undefined,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
                <Text textStyle="sm" whiteSpace="pre-wrap">
                  {item.text}
                </Text>
              </Stack>
            </List.Item>
          ))}
        </List.Root>
      )}
    </Stack>
  );
}
