import { Box, CloseButton, Drawer, Grid, Portal, Stack } from '@chakra-ui/react';
import type { GuidelinesDocumentChoice, UpdateConfigStateResponse } from '@parley/api-contract';
import { describeServerError } from '@parley/app-shell';
import { TestChat } from '@parley/conversation-ui';
import { useFormikContext } from 'formik';
import type { FormikErrors } from 'formik';
import { useMemo } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { agentEditorMessages } from './agent-editor-messages';
import type { AgentFormValues } from './agent-schema';

export interface EditorTestChatProps {
  configStateId: string;
  /** The documents the form may choose: the test chat asks consent as chat would. */
  guidelinesDocuments: readonly GuidelinesDocumentChoice[];
  /** Saves the form's values into the draft, quietly; rejects with the server's refusal. */
  save: (values: AgentFormValues) => Promise<UpdateConfigStateResponse>;
  /** Why the draft cannot be tested (the user may not change it). */
  disabledReason?: string;
}

const touchedFor = (errors: FormikErrors<AgentFormValues>) =>
  Object.fromEntries(Object.keys(errors).map((field) => [field, true]));

/**
 * The editor's test chat on the form as it stands (CONSOLE.md, agent editor): before each question
 * the form is checked and, when changed, saved into the draft, so the answer uses what is on the
 * screen without a save to the agent. Lives inside the form's Formik state.
 */
export function EditorTestChat({
  configStateId,
  guidelinesDocuments,
  save,
  disabledReason,
}: EditorTestChatProps) {
  const { values, dirty, validateForm, setTouched, setErrors, resetForm } =
    useFormikContext<AgentFormValues>();
  const configurationKey = useMemo(() => JSON.stringify(values), [values]);
  const guidelines = guidelinesDocuments.find(
    (document) => document.guidelinesDocumentId === values.guidelinesDocumentId,
  );
  const agent = useMemo(
    () => ({
      capabilityTypes: values.capabilityTypes,
      visionFileUpload: values.capabilityTypes.includes('Vision'),
      guidelinesDocument: guidelines
        ? {
            guidelinesDocumentId: guidelines.guidelinesDocumentId,
            requireConsent: guidelines.requireConsent,
          }
        : null,
    }),
    [values.capabilityTypes, guidelines],
  );

  const beforeSend = async (): Promise<string | undefined> => {
    const errors = await validateForm();
    if (Object.keys(errors).length > 0) {
      await setTouched(touchedFor(errors), false);
      return agentEditorMessages.testNeedsValidForm;
    }
    if (!dirty) return undefined;
    try {
      const saved = await save(values);
      resetForm({ values });
      if (saved.errors.length === 0) return undefined;
      const serverErrors = Object.fromEntries(
        saved.errors.map(({ field, message }) => [field, message]),
      );
      setErrors(serverErrors);
      await setTouched(touchedFor(serverErrors), false);
      return agentEditorMessages.testNeedsValidForm;
    } catch (error) {
      return describeServerError(error).message;
    }
  };

  return (
    <TestChat
      configStateId={configStateId}
      agent={agent}
      configurationKey={configurationKey}
      beforeSend={beforeSend}
      disabledReason={disabledReason}
    />
  );
}

export interface EditorLayoutProps {
  form: ReactElement;
  versions: ReactNode;
  testChat: ReactElement;
  /** At about 1024 px and wider the test chat sits beside the form; narrower, in a drawer. */
  wide: boolean;
  testChatOpen: boolean;
  onTestChatOpenChange: (open: boolean) => void;
}

/** The form (and the versions) on the left, the test chat on the right or in a drawer. */
export function EditorLayout({
  form,
  versions,
  testChat,
  wide,
  testChatOpen,
  onTestChatOpenChange,
}: EditorLayoutProps) {
  if (wide) {
    return (
      <Grid templateColumns="minmax(0, 1fr) minmax(22rem, 30rem)" gap="6" alignItems="start">
        <Stack gap="8">
          {form}
          {versions}
        </Stack>
        <Box
          position="sticky"
          top="4"
          h="calc(100dvh - 10rem)"
          minH="24rem"
          borderWidth="1px"
          borderColor="border.subtle"
          rounded="md"
          overflow="hidden"
        >
          {testChat}
        </Box>
      </Grid>
    );
  }
  return (
    <Stack gap="8">
      {form}
      {versions}
      <Drawer.Root
        open={testChatOpen}
        onOpenChange={({ open }) => onTestChatOpenChange(open)}
        size="md"
        // Closed, it keeps the test conversation: reopening shows it again.
        lazyMount={false}
        unmountOnExit={false}
      >
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content aria-label={agentEditorMessages.testChatDrawer}>
              <Drawer.Body p="0" display="flex" flexDirection="column">
                {testChat}
              </Drawer.Body>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={agentEditorMessages.closeTestChat} />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    </Stack>
  );
}
