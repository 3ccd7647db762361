import { Button, Menu, Portal } from '@chakra-ui/react';
import type { GuidelinesTemplateSummary } from '@parley/api-contract';
import { ButtonWithReason } from '@parley/app-shell';
import { guidelinesConsoleMessages as messages } from './guidelines-messages';

export interface NewFromTemplateMenuProps {
  /** The templates to start from; undefined while they load. */
  templates: readonly GuidelinesTemplateSummary[] | undefined;
  /** Starts a new document from the template. */
  onChoose: (guidelinesTemplateId: string) => void;
  /** Why the user may not create documents: the button is disabled and says so. */
  disabledReason?: string;
  /** Disabled without a reason (while the user's actions load). */
  disabled?: boolean;
}

/**
 * "New from template": a menu of the templates by name; choosing one opens a new document from
 * it. While the templates load, or when there are none, the menu says so.
 */
export function NewFromTemplateMenu({
  templates,
  onChoose,
  disabledReason,
  disabled = false,
}: NewFromTemplateMenuProps) {
  if (disabled || disabledReason !== undefined) {
    return (
      <ButtonWithReason
        type="button"
        variant="outline"
        disabled={disabled}
        disabledReason={disabledReason}
        reasonAlign="end"
      >
        {messages.newFromTemplate}
      </ButtonWithReason>
    );
  }
  const note = templates === undefined ? messages.templatesLoading : messages.noTemplates;
  return (
    <Menu.Root onSelect={({ value }) => onChoose(value)}>
      <Menu.Trigger asChild>
        <Button type="button" variant="outline">
          {messages.newFromTemplate}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {templates?.length ? (
              templates.map((template) => (
                <Menu.Item
                  key={template.guidelinesTemplateId}
                  value={template.guidelinesTemplateId}
                >
                  {template.name}
                </Menu.Item>
              ))
            ) : (
              <Menu.Item value="" disabled>
                {note}
              </Menu.Item>
            )}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
