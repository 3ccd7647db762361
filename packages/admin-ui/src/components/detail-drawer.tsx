import { CloseButton, DataList, Drawer, HStack, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface DetailDrawerProps {
  open: boolean;
  onClose: () => void;
  /** The drawer's title: what the details are of. */
  title: ReactNode;
  /** The close button's label ("Close audit entry"). */
  closeLabel: string;
  size?: 'lg' | 'xl';
  /** Where focus goes when the drawer closes (the row that opened it). */
  finalFocusEl?: () => HTMLElement | null;
  children: ReactNode;
}

/**
 * The console's details of one row in a drawer at the page's end (CONSOLE.md, detail views): a
 * title with its close button, then the body. Focus moves in when it opens, Escape closes it,
 * and focus returns to `finalFocusEl`.
 */
export function DetailDrawer({
  open,
  onClose,
  title,
  closeLabel,
  size = 'xl',
  finalFocusEl,
  children,
}: DetailDrawerProps) {
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      placement="end"
      size={size}
      finalFocusEl={finalFocusEl}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <HStack justify="space-between" w="full">
                <Drawer.Title wordBreak="break-word">{title}</Drawer.Title>
                <Drawer.CloseTrigger asChild position="static">
                  <CloseButton size="sm" aria-label={closeLabel} />
                </Drawer.CloseTrigger>
              </HStack>
            </Drawer.Header>
            <Drawer.Body>{children}</Drawer.Body>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

/** A detail view's facts, label beside value; a long value (an id, a path) breaks anywhere. */
export function FactList({ facts }: { facts: readonly (readonly [string, ReactNode])[] }) {
  return (
    <DataList.Root orientation="horizontal" size="sm">
      {facts.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel>{label}</DataList.ItemLabel>
          <DataList.ItemValue wordBreak="break-all">{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
