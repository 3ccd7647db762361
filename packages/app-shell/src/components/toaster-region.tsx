import { Toaster as ChakraToaster, createToaster, Portal, Stack, Toast } from '@chakra-ui/react';
import { delays, layout } from '@parley/api-contract';

/**
 * The app's one toast store (chat-spec sections 8 and 9): at most 5 toasts, each hidden after
 * 3 s, in the bottom corner on the reading end (bottom right in left-to-right layouts). This
 * module loads with the first toast (see `toaster.tsx`).
 */
export const toaster = createToaster({
  placement: 'bottom-end',
  max: layout.toastMax,
  duration: delays.toastDurationMs,
  pauseOnPageIdle: true,
});

/** Draws the store's toasts. */
export function ToasterRegion() {
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
