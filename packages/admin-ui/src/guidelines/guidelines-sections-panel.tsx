import { Box, Button, Heading, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { guidelinesLimits } from '@parley/api-contract';
import type { GuidelinesSection, GuidelinesSectionInput } from '@parley/api-contract';
import {
  ButtonWithReason,
  DeleteConfirmationDialog,
  describeServerError,
  ErrorAlertList,
} from '@parley/app-shell';
import { useEffect, useId, useRef, useState } from 'react';
import { guidelinesConsoleMessages as messages } from './guidelines-messages';
import { GuidelinesSectionForm } from './guidelines-section-form';
import { emptySectionForm, sectionInputOf } from './guidelines-schema';

/** The buttons of one section, by what they do. */
type SectionControl = 'edit' | 'up' | 'down' | 'delete';

/**
 * Where the focus goes after a change, once the page shows it: a button of a section (by id, or
 * by position for a section not yet known), or Add section.
 */
type FocusTarget =
  { control: 'add' } | { control: SectionControl; sectionId?: string; position?: number };

/** A section's button on the page. */
function controlOf(panel: HTMLElement, sectionId: string, control: SectionControl) {
  return [...panel.querySelectorAll<HTMLButtonElement>('[data-section-control]')].find(
    (button) => button.dataset.sectionId === sectionId && button.dataset.sectionControl === control,
  );
}

/**
 * The button `target` names, if the page shows it yet. A move button that is disabled (the
 * section reached the top or the bottom) gives way to the other move button of that section.
 */
function focusable(
  panel: HTMLElement | null,
  sections: readonly GuidelinesSection[],
  target: FocusTarget,
): HTMLElement | null {
  if (!panel) return null;
  if (target.control === 'add') return panel.querySelector('[data-guidelines-control="add"]');
  const at = target.position === undefined ? undefined : sections[target.position];
  if (target.position !== undefined && at?.sectionId !== (target.sectionId ?? at?.sectionId)) {
    return null;
  }
  const sectionId = target.sectionId ?? at?.sectionId;
  if (sectionId === undefined) return null;
  const button = controlOf(panel, sectionId, target.control);
  if (button?.disabled && (target.control === 'up' || target.control === 'down')) {
    return controlOf(panel, sectionId, target.control === 'up' ? 'down' : 'up') ?? null;
  }
  return button ?? null;
}

export interface GuidelinesSectionsPanelProps {
  sections: readonly GuidelinesSection[];
  /** Each resolves once the document shows the change; rejects with the server's error. */
  onAdd: (section: GuidelinesSectionInput) => Promise<void>;
  onUpdate: (sectionId: string, section: GuidelinesSectionInput) => Promise<void>;
  onDelete: (sectionId: string) => Promise<void>;
  /** The sections' ids in their new order (shown at once; a refusal puts them back). */
  onMove: (sectionIds: string[]) => Promise<void>;
  /** Why the user may not change the document: every button is disabled and says so. */
  readOnlyReason?: string;
}

/**
 * A document's sections in their order, each with Edit (its form opens in its place), Move up,
 * Move down and Delete (asked first), and Add section at the end. Every button keeps the keyboard
 * user's place: after a move the focus stays on the moved section's button (and a screen reader
 * hears where it went), after an edit it returns to the section's Edit, after a deletion it goes
 * to the next section. One form is open at a time: the other sections wait until it closes.
 */
export function GuidelinesSectionsPanel({
  sections,
  onAdd,
  onUpdate,
  onDelete,
  onMove,
  readOnlyReason,
}: GuidelinesSectionsPanelProps) {
  const headingId = useId();
  const reasonId = useId();
  const panel = useRef<HTMLDivElement>(null);
  /** The section whose form is open, `new` for a new one. */
  const [editing, setEditing] = useState<string | 'new'>();
  const [deleting, setDeleting] = useState<GuidelinesSection>();
  const [errors, setErrors] = useState<string[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const focusNext = useRef<FocusTarget | undefined>(undefined);
  /** Where the delete question gives the focus back when it closes (Ark asks when it does). */
  const afterDeleteQuestion = useRef<FocusTarget | undefined>(undefined);
  const readOnly = readOnlyReason !== undefined;
  const full = sections.length >= guidelinesLimits.sectionsMax;

  // After every render: a focus asked for goes where asked once the page shows it.
  useEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    const element = focusable(panel.current, sections, target);
    if (!element) return;
    focusNext.current = undefined;
    element.focus();
  });

  const failed = (error: unknown) => setErrors([describeServerError(error).message]);
  const returnFocus = (target: FocusTarget) => {
    focusNext.current = target;
    afterDeleteQuestion.current = target;
  };
  const closeForm = (target: FocusTarget) => {
    focusNext.current = target;
    setEditing(undefined);
  };

  const move = async (position: number, by: -1 | 1) => {
    const ids = sections.map((section) => section.sectionId);
    const [moved] = ids.splice(position, 1);
    const section = sections[position];
    if (moved === undefined || section === undefined) return;
    ids.splice(position + by, 0, moved);
    setErrors([]);
    focusNext.current = {
      control: by < 0 ? 'up' : 'down',
      sectionId: moved,
      position: position + by,
    };
    setAnnouncement(messages.moved(section.title, position + by + 1, ids.length));
    try {
      await onMove(ids);
    } catch (error) {
      failed(error);
    }
  };

  const remove = async (section: GuidelinesSection) => {
    const position = sections.indexOf(section);
    const neighbour = sections[position + 1] ?? sections[position - 1];
    setErrors([]);
    try {
      await onDelete(section.sectionId);
      returnFocus(
        neighbour ? { control: 'edit', sectionId: neighbour.sectionId } : { control: 'add' },
      );
    } catch (error) {
      returnFocus({ control: 'delete', sectionId: section.sectionId });
      failed(error);
    } finally {
      setDeleting(undefined);
    }
  };

  const busy = editing !== undefined;
  const controlProps = (section: GuidelinesSection, control: SectionControl) => ({
    type: 'button' as const,
    size: 'sm' as const,
    variant: 'outline' as const,
    'data-section-id': section.sectionId,
    'data-section-control': control,
    'aria-describedby': readOnly ? reasonId : undefined,
  });

  return (
    <Stack as="section" ref={panel} gap="4" aria-labelledby={headingId}>
      <Stack gap="1">
        <HStack gap="3" align="baseline">
          <Heading as="h2" size="md" id={headingId}>
            {messages.sectionsHeading}
          </Heading>
          <Text color="fg.muted" textStyle="sm">
            {messages.sectionsCount(sections.length)}
          </Text>
        </HStack>
        <Text color="fg.muted">{messages.sectionsHelp}</Text>
        {readOnlyReason !== undefined && (
          <Text id={reasonId} color="fg.muted" textStyle="sm">
            {readOnlyReason}
          </Text>
        )}
      </Stack>
      <ErrorAlertList messages={errors} title={messages.sectionChangeFailed} />
      {sections.length === 0 ? (
        <Text color="fg.muted">{messages.noSections}</Text>
      ) : (
        <Stack as="ol" gap="3" aria-label={messages.sectionsLabel} listStyleType="none" m="0">
          {sections.map((section, position) =>
            editing === section.sectionId ? (
              <Box as="li" key={section.sectionId}>
                <GuidelinesSectionForm
                  heading={messages.editSectionHeading(section.title)}
                  initialValues={{ title: section.title, content: section.content }}
                  onSubmit={async (values) => {
                    await onUpdate(section.sectionId, sectionInputOf(values));
                    closeForm({ control: 'edit', sectionId: section.sectionId });
                  }}
                  onCancel={() => closeForm({ control: 'edit', sectionId: section.sectionId })}
                />
              </Box>
            ) : (
              <Stack as="li" key={section.sectionId} gap="2" borderWidth="1px" rounded="md" p="4">
                <Heading as="h3" size="sm">
                  {`${position + 1}. ${section.title}`}
                </Heading>
                <Text color="fg.muted" whiteSpace="pre-line" lineClamp={3}>
                  {section.content}
                </Text>
                <HStack gap="2" wrap="wrap">
                  <Button
                    {...controlProps(section, 'edit')}
                    aria-label={messages.editSection(section.title)}
                    disabled={readOnly || busy}
                    onClick={() => {
                      setErrors([]);
                      setEditing(section.sectionId);
                    }}
                  >
                    {messages.edit}
                  </Button>
                  <Button
                    {...controlProps(section, 'up')}
                    aria-label={messages.moveUpSection(section.title)}
                    disabled={readOnly || busy || position === 0}
                    onClick={() => void move(position, -1)}
                  >
                    {messages.moveUp}
                  </Button>
                  <Button
                    {...controlProps(section, 'down')}
                    aria-label={messages.moveDownSection(section.title)}
                    disabled={readOnly || busy || position === sections.length - 1}
                    onClick={() => void move(position, 1)}
                  >
                    {messages.moveDown}
                  </Button>
                  <Button
                    {...controlProps(section, 'delete')}
                    colorPalette="red"
                    aria-label={messages.deleteSection(section.title)}
                    disabled={readOnly || busy}
                    onClick={() => setDeleting(section)}
                  >
                    {messages.delete}
                  </Button>
                </HStack>
              </Stack>
            ),
          )}
        </Stack>
      )}
      {editing === 'new' ? (
        <GuidelinesSectionForm
          heading={messages.newSectionHeading}
          initialValues={emptySectionForm}
          onSubmit={async (values) => {
            const position = sections.length;
            await onAdd(sectionInputOf(values));
            closeForm({ control: 'edit', position });
          }}
          onCancel={() => closeForm({ control: 'add' })}
        />
      ) : (
        <ButtonWithReason
          type="button"
          colorPalette="brand"
          data-guidelines-control="add"
          disabled={busy}
          disabledReason={readOnlyReason ?? (full ? messages.sectionsFull : undefined)}
          onClick={() => {
            setErrors([]);
            setEditing('new');
          }}
        >
          {messages.addSection}
        </ButtonWithReason>
      )}
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
      <DeleteConfirmationDialog
        heading={messages.deleteSectionHeading}
        name={deleting?.title ?? ''}
        open={deleting !== undefined}
        onCancel={() => {
          if (deleting) returnFocus({ control: 'delete', sectionId: deleting.sectionId });
          setDeleting(undefined);
        }}
        onConfirm={() => (deleting ? remove(deleting) : undefined)}
        finalFocusEl={() => {
          const target = afterDeleteQuestion.current;
          return target ? focusable(panel.current, [], target) : null;
        }}
      />
    </Stack>
  );
}
