import {
  useListGuidelinesDocumentsQuery,
  useListGuidelinesTemplatesQuery,
} from '@parley/api-client/admin';
import { Button } from '@chakra-ui/react';
import { ButtonWithReason, useListSource } from '@parley/app-shell';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ConsolePage } from '../console/console-page';
import { useActionReasons } from '../console/use-permissions';
import {
  guidelinesButtonRules,
  guidelinesConsoleMessages as messages,
} from './guidelines-messages';
import { guidelinesConsolePaths } from './guidelines-paths';
import { GuidelinesTable } from './guidelines-table';
import { NewFromTemplateMenu } from './new-from-template-menu';

/**
 * `/admin/guidelines` (admin-spec section 2): the guidelines documents, New document and New from
 * template for a user who may create one (for others disabled, saying why), and the templates.
 */
export function GuidelinesListScreen() {
  const navigate = useNavigate();
  const { ready, reasons } = useActionReasons(guidelinesButtonRules);
  const source = useListSource(useListGuidelinesDocumentsQuery());
  const templates = useListGuidelinesTemplatesQuery(undefined, {
    skip: !ready || reasons.create !== undefined,
  });
  return (
    <ConsolePage
      title={messages.listTitle}
      description={messages.listDescription}
      actions={
        <>
          <Button asChild variant="ghost" colorPalette="brand">
            <RouterLink to={guidelinesConsolePaths.templates}>{messages.templatesLink}</RouterLink>
          </Button>
          <NewFromTemplateMenu
            templates={templates.data?.items}
            onChoose={(id) => void navigate(guidelinesConsolePaths.newFromTemplate(id))}
            disabled={!ready}
            disabledReason={reasons.create}
          />
          <ButtonWithReason
            to={guidelinesConsolePaths.new}
            colorPalette="brand"
            disabled={!ready}
            disabledReason={reasons.create}
            reasonAlign="end"
          >
            {messages.newDocument}
          </ButtonWithReason>
        </>
      }
    >
      <GuidelinesTable source={source} />
    </ConsolePage>
  );
}
