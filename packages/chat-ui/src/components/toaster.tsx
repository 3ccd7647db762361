import { Toaster as ChakraToaster, createToaster, Portal, Stack, Toast } from '@chakra-ui/react';
import { delays, layout } from '@parley/api-contract';

/**
 * The app's one toaster (chat-spec sections 8 and 9): at most 5 toasts, each hidden after 3 s,
 * in the bottom corner on the reading end (bottom right in left-to-right layouts).
 */
export const toaster = createToaster({
  placement: 'bottom-end',
  max: layout.toastMax,
  duration: delays.toastDurationMs,
  pauseOnPageIdle: true,
});

/** Shows a short message, e.g. `notify.success('Agent pinned')` or `notify.error('Failed to pin agent')`. */
export const notify = {
  success: (title: string) => toaster.create({ title, type: 'success', closable: true }),
  error: (title: string) => toaster.create({ title, type: 'error', closable: true }),
  info: (title: string) => toaster.create({ title, type: 'info', closable: true }),
};

/** Renders the toasts; mount once near the root of the app. */
export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger aria-label="Close" />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
