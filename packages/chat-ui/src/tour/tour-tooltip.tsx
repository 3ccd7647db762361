import { Button, CloseButton, Dialog, HStack, Portal, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { tour } from '@parley/api-contract';
import { useChatText } from '../i18n/chat-text';
import type { TourStep } from './tour-steps';
import type { TooltipPlacement } from './tooltip-placement';

export interface TourTooltipProps {
  step: TourStep;
  /** The current step, 0-based. */
  index: number;
  total: number;
  placement: TooltipPlacement;
  /** Esc closes the tour unless this is false (chat-spec section 4). */
  closeOnEscape: boolean;
  onNext: () => void;
  onPrev: () => void;
  /** The tour's skip action, labelled "Restart" (chat-spec section 4). */
  onRestart: () => void;
  onClose: () => void;
}

/**
 * A tour step as an accessible dialog beside its target: focus moves into it (onto Next), Tab
 * stays inside, Esc closes it and focus returns to where it was before the tour.
 */
export function TourTooltip({
  step,
  index,
  total,
  placement,
  closeOnEscape,
  onNext,
  onPrev,
  onRestart,
  onClose,
}: TourTooltipProps) {
  const nextRef = useRef<HTMLButtonElement>(null);
  const t = useChatText();
  const isFirst = index === 0;
  const isLast = index === total - 1;

  // Buttons come and go between steps; keep focus on the way forward.
  useEffect(() => nextRef.current?.focus(), [index]);
  // The tour ends by unmounting this dialog, not by closing it: hand focus back ourselves.
  const focusedBefore = useRef(document.activeElement);
  useEffect(() => {
    const returnTo = focusedBefore.current;
    return () => {
      if (returnTo instanceof HTMLElement && returnTo.isConnected) returnTo.focus();
    };
  }, []);

  return (
    <Dialog.Root
      open
      onOpenChange={(details) => !details.open && onClose()}
      closeOnEscape={closeOnEscape}
      closeOnInteractOutside={false}
      preventScroll={false}
      initialFocusEl={() => nextRef.current}
    >
      <Portal>
        <Dialog.Positioner pointerEvents="none" zIndex={tour.zIndex + 1}>
          <Dialog.Content
            position="fixed"
            m="0"
            pointerEvents="auto"
            maxW="none"
            style={{
              top: placement.top,
              bottom: placement.bottom,
              left: placement.left,
              width: placement.width,
            }}
          >
            <Dialog.Header>
              <Dialog.Title>{step.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{step.content}</Text>
            </Dialog.Body>
            <Dialog.Footer justifyContent="space-between">
              <Text textStyle="sm" color="fg.muted">
                {t('tourStepOf', { step: index + 1, total })}
              </Text>
              <HStack gap="2">
                {!isFirst && (
                  <Button variant="ghost" size="sm" onClick={onRestart}>
                    {t('tourRestart')}
                  </Button>
                )}
                {!isFirst && (
                  <Button variant="outline" size="sm" onClick={onPrev}>
                    {t('tourBack')}
                  </Button>
                )}
                <Button ref={nextRef} size="sm" colorPalette="brand" onClick={onNext}>
                  {t(isLast ? 'tourFinish' : 'tourNext')}
                </Button>
              </HStack>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('closeTour')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
