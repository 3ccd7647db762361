import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import { useContext, useEffect, useRef, useState } from 'react';
import { UNSAFE_DataRouterContext, useBlocker, useLocation, useNavigate } from 'react-router';
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
 * Under a data router (`createBrowserRouter`, the console's) react-router's `useBlocker` guards
 * every in-app navigation. Under the declarative router the chat app starts with (no data router:
 * 17 KB gzip less at start-up) the guard asks before a followed link, and before the browser's Back
 * or Forward where the browser has the Navigation API (the journeys prove it in Chromium; jsdom
 * lacks it); a navigation made in code leaves without asking there.
 */
export function UnsavedChangesGuard() {
  const { dirty, isSubmitting } = useFormikContext();
  return <UnsavedChangesPrompt unsaved={dirty && !isSubmitting} />;
}

/**
 * The guard of `UnsavedChangesGuard` for a page whose changes are in several forms at once (a
 * router obeys one blocker at a time, so a page mounts one): while `unsaved`, leaving asks first.
 */
export function UnsavedChangesPrompt({ unsaved }: { unsaved: boolean }) {
  useLeaveTabQuestion(unsaved);
  return useContext(UNSAFE_DataRouterContext) ? (
    <InAppNavigationGuard unsaved={unsaved} />
  ) : (
    <DeclarativeRouterGuard unsaved={unsaved} />
  );
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

  const blocked = blocker.state === 'blocked';
  return (
    <LeaveDialog
      open={blocked}
      onStay={() => blocker.reset?.()}
      onLeave={() => blocker.proceed?.()}
    />
  );
}

/** Where a declarative router's page is asked to go: a followed link, or a step through history. */
type PendingLeave = { link: string } | { historyDelta: number };

/**
 * Asks before a followed link or the browser's Back or Forward leaves `unsaved` changes, under a
 * declarative router: a click on an in-app link is caught before the router's own handler, and a
 * step through history is cancelled before it happens; either goes ahead only once the user
 * chooses to leave.
 */
function DeclarativeRouterGuard({ unsaved }: { unsaved: boolean }) {
  const navigate = useNavigate();
  const location = useLocation();
  const here = location.pathname + location.search;
  const [pending, setPending] = useState<PendingLeave>();
  const leaving = useRef(false);

  useEffect(() => {
    if (!unsaved) return;
    const askFirst = (event: MouseEvent) => {
      const target = leavingLinkTarget(event, here);
      if (target === undefined) return;
      event.preventDefault();
      event.stopPropagation();
      setPending({ link: target });
    };
    // Capturing on the document runs before React's handlers on the root (the router's link).
    document.addEventListener('click', askFirst, true);
    return () => document.removeEventListener('click', askFirst, true);
  }, [unsaved, here]);

  useEffect(() => {
    leaving.current = false;
    if (!unsaved) return;
    return guardHistorySteps({
      isLeaving: () => leaving.current,
      ask: (historyDelta) => setPending({ historyDelta }),
    });
  }, [unsaved, location.key]);

  return (
    <LeaveDialog
      open={pending !== undefined}
      onStay={() => setPending(undefined)}
      onLeave={() => {
        setPending(undefined);
        if (pending === undefined) return;
        if ('link' in pending) {
          void navigate(pending.link);
        } else {
          leaving.current = true;
          window.history.go(pending.historyDelta);
        }
      }}
    />
  );
}

/**
 * The parts of the browser's Navigation API the guard uses (Chromium 102+, Firefox 147+, Safari
 * 26+; TypeScript's DOM library does not describe it yet). Older browsers and jsdom lack it.
 */
interface NavigationApi extends EventTarget {
  readonly currentEntry: { readonly index: number } | null;
}
interface NavigateEvent extends Event {
  readonly navigationType: 'push' | 'replace' | 'reload' | 'traverse';
  readonly destination: { readonly index: number; readonly sameDocument: boolean };
}

/**
 * Cancels a step through this app's history (Back, Forward, or a jump in the history menu) before
 * it happens and asks instead, through the Navigation API's `navigate` event, which comes before
 * the router's `popstate` and may be cancelled. A step the user chose (`isLeaving`) goes through,
 * and so does one to another page, which the browser's own leave question covers. Without the
 * API (older browsers) such a step leaves without asking. Returns the removal.
 */
function guardHistorySteps({
  isLeaving,
  ask,
}: {
  isLeaving: () => boolean;
  ask: (historyDelta: number) => void;
}): (() => void) | undefined {
  const navigation = (window as { navigation?: NavigationApi }).navigation;
  if (navigation === undefined) return undefined;
  const onNavigate = (event: Event) => {
    const { navigationType, destination, cancelable } = event as NavigateEvent;
    const here = navigation.currentEntry?.index;
    if (navigationType !== 'traverse' || !destination.sameDocument) return;
    if (!cancelable || isLeaving() || here === undefined) return;
    event.preventDefault();
    ask(destination.index - here);
  };
  navigation.addEventListener('navigate', onNavigate);
  return () => navigation.removeEventListener('navigate', onNavigate);
}

/**
 * The in-app address a plain click on a link is about to open, when it leaves the page at `here`
 * (path and query); undefined for anything the guard lets through: a click already handled, with a
 * modifier key or another button (a new tab or window), a link to another tab, a download or
 * another site, or one that stays on this page.
 */
export function leavingLinkTarget(event: MouseEvent, here: string): string | undefined {
  if (event.defaultPrevented || event.button !== 0) return undefined;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement)) return undefined;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return undefined;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return undefined;
  if (url.pathname + url.search === here) return undefined;
  return url.pathname + url.search + url.hash;
}

/** The question itself: an alert dialog that starts on its least destructive action, Stay. */
function LeaveDialog({
  open,
  onStay,
  onLeave,
}: {
  open: boolean;
  onStay: () => void;
  onLeave: () => void;
}) {
  const stayButton = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onStay();
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
              <Button ref={stayButton} type="button" variant="outline" onClick={onStay}>
                {unsavedChangesMessages.stay}
              </Button>
              <Button type="button" colorPalette="red" onClick={onLeave}>
                {unsavedChangesMessages.leave}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
