import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import { useContext, useEffect, useRef } from 'react';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router';
import type { NavigateOptions } from 'react-router';
import { useLatest } from '../components/use-latest';

/** The words of the question asked before unsaved changes are left behind. */
export const unsavedChangesMessages = {
  title: 'Leave without saving?',
  body: 'The changes on this page have not been saved. If you leave now, they are lost.',
  stay: 'Stay on this page',
  leave: 'Leave without saving',
} as const;

const DISCARDS_UNSAVED_CHANGES = 'discardsUnsavedChanges';

/**
 * Navigation options for leaving a form on purpose without its changes (after deleting what it
 * edits): `navigate(list, discardingUnsavedChanges)` leaves without asking.
 */
export const discardingUnsavedChanges: NavigateOptions = {
  state: { [DISCARDS_UNSAVED_CHANGES]: true },
};

function discards(state: unknown) {
  return typeof state === 'object' && state !== null && DISCARDS_UNSAVED_CHANGES in state;
}

/**
 * Placed inside a Formik form: while it has unsaved changes, leaving the page asks first
 * (CONSOLE.md, Forms). A link, Cancel or the browser's Back opens an alert dialog whose first
 * button stays; closing or reloading the tab gets the browser's own question. Submitting leaves
 * freely (a saved form navigates on), and so does a navigation with `discardingUnsavedChanges`.
 * In-app navigation is guarded under a data router (`createBrowserRouter`, the console's), as
 * react-router's `useBlocker` needs one; under the declarative router the chat app starts with
 * (no data router: 17 KB gzip less at start-up) only closing and reloading the tab ask.
 */
export function UnsavedChangesGuard() {
  const { dirty, isSubmitting } = useFormikContext();
  const unsaved = dirty && !isSubmitting;
  useLeaveTabQuestion(unsaved);
  return useContext(UNSAFE_DataRouterContext) ? <InAppNavigationGuard unsaved={unsaved} /> : null;
}

/** While `unsaved`, closing or reloading the tab gets the browser's own question. */
function useLeaveTabQuestion(unsaved: boolean) {
  useEffect(() => {
    if (!unsaved) return;
    const askTheBrowser = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', askTheBrowser);
    return () => window.removeEventListener('beforeunload', askTheBrowser);
  }, [unsaved]);
}

/** Asks before a link, Cancel or Back leaves `unsaved` changes (a data router's `useBlocker`). */
function InAppNavigationGuard({ unsaved }: { unsaved: boolean }) {
  const latest = useLatest(unsaved);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      latest.current &&
      !discards(nextLocation.state) &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );

  // An alert dialog starts on its least destructive action.
  const stayButton = useRef<HTMLButtonElement>(null);
  const blocked = blocker.state === 'blocked';
  return (
    <Dialog.Root
      role="alertdialog"
      open={blocked}
      onOpenChange={(details) => {
        if (!details.open && blocker.state === 'blocked') blocker.reset();
      }}
      initialFocusEl={() => stayButton.current}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{unsavedChangesMessages.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{unsavedChangesMessages.body}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button
                ref={stayButton}
                type="button"
                variant="outline"
                onClick={() => blocker.reset?.()}
              >
                {unsavedChangesMessages.stay}
              </Button>
              <Button type="button" colorPalette="red" onClick={() => blocker.proceed?.()}>
                {unsavedChangesMessages.leave}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
