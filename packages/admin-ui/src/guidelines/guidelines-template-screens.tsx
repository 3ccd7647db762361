import { Button, Stack } from '@chakra-ui/react';
import {
  useCreateGuidelinesTemplateMutation,
  useDeleteGuidelinesTemplateMutation,
  useGetGuidelinesTemplateQuery,
  useListGuidelinesTemplatesQuery,
  useUpdateGuidelinesTemplateMutation,
} from '@parley/api-client/admin';
import type { GuidelinesTemplate } from '@parley/api-contract';
import {
  ButtonWithReason,
  describeServerError,
  discardingUnsavedChanges,
  ErrorAlertList,
  LoadFailedState,
  LoadingState,
  notify,
  useListSource,
} from '@parley/app-shell';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { DeleteButton } from '../components/delete-button';
import { ConsolePage } from '../console/console-page';
import { useActionReasons } from '../console/use-permissions';
import {
  guidelinesButtonRules,
  guidelinesConsoleMessages as messages,
} from './guidelines-messages';
import { guidelinesConsolePaths } from './guidelines-paths';
import { templateFormOf, templateInputOf } from './guidelines-schema';
import { GuidelinesTemplateForm } from './guidelines-template-form';
import { GuidelinesTemplateTable } from './guidelines-template-table';

/**
 * `/admin/guidelines/templates` (admin-spec section 2): the templates new documents start from,
 * and New template for a user who may create one (for others disabled, saying why).
 */
export function GuidelinesTemplateListScreen() {
  const { ready, reasons } = useActionReasons(guidelinesButtonRules);
  const source = useListSource(useListGuidelinesTemplatesQuery());
  return (
    <ConsolePage
      title={messages.templatesTitle}
      description={messages.templatesDescription}
      actions={
        <>
          <Button asChild variant="ghost" colorPalette="brand">
            <RouterLink to={guidelinesConsolePaths.list}>{messages.backToDocuments}</RouterLink>
          </Button>
          <ButtonWithReason
            to={guidelinesConsolePaths.newTemplate}
            colorPalette="brand"
            disabled={!ready}
            disabledReason={reasons.createTemplate}
            reasonAlign="end"
          >
            {messages.newTemplate}
          </ButtonWithReason>
        </>
      }
    >
      <GuidelinesTemplateTable source={source} />
    </ConsolePage>
  );
}

/** The template's form with the calls that save and delete it. */
function TemplateEditor({ template }: { template: GuidelinesTemplate | undefined }) {
  const navigate = useNavigate();
  const { reasons } = useActionReasons(guidelinesButtonRules);
  const [createTemplate] = useCreateGuidelinesTemplateMutation();
  const [updateTemplate] = useUpdateGuidelinesTemplateMutation();
  const [deleteTemplate] = useDeleteGuidelinesTemplateMutation();
  const [deleteErrors, setDeleteErrors] = useState<string[]>([]);
  const initialValues = useMemo(() => templateFormOf(template), [template]);
  const backToList = () => void navigate(guidelinesConsolePaths.templates);

  return (
    <Stack gap="6">
      <ErrorAlertList messages={deleteErrors} title={messages.templateDeleteFailed} />
      <GuidelinesTemplateForm
        initialValues={initialValues}
        readOnlyReason={template ? reasons.writeTemplate : reasons.createTemplate}
        onCancel={backToList}
        onSubmit={async (values) => {
          const input = templateInputOf(values);
          if (template) {
            await updateTemplate({
              guidelinesTemplateId: template.guidelinesTemplateId,
              input,
            }).unwrap();
            notify.success(messages.templateSaved);
          } else {
            await createTemplate(input).unwrap();
            notify.success(messages.templateCreated);
          }
          backToList();
        }}
      >
        {template && (
          <DeleteButton
            label={messages.deleteTemplate}
            heading={messages.deleteTemplateHeading}
            name={template.name}
            disabledReason={reasons.writeTemplate}
            onDelete={async () => {
              setDeleteErrors([]);
              try {
                await deleteTemplate(template.guidelinesTemplateId).unwrap();
              } catch (error) {
                setDeleteErrors([describeServerError(error).message]);
                return;
              }
              notify.success(messages.templateDeleted);
              void navigate(guidelinesConsolePaths.templates, discardingUnsavedChanges);
            }}
          />
        )}
      </GuidelinesTemplateForm>
    </Stack>
  );
}

/**
 * `/admin/guidelines/template/new` and `/admin/guidelines/template/{id}/edit` (admin-spec section
 * 2): a template's form; after a save or a delete, a toast and back to the templates.
 */
export function GuidelinesTemplateEditScreen() {
  const { id } = useParams<{ id: string }>();
  const editing = id !== undefined;
  const query = useGetGuidelinesTemplateQuery(id ?? skipToken);
  let body;
  if (!editing) {
    body = <TemplateEditor template={undefined} />;
  } else if (query.data) {
    body = <TemplateEditor key={query.data.guidelinesTemplateId} template={query.data} />;
  } else if (query.isError) {
    body = (
      <LoadFailedState
        title={messages.templateLoadFailed}
        error={query.error}
        onRetry={() => void query.refetch()}
        back={{ to: guidelinesConsolePaths.templates, label: messages.backToTemplates }}
      />
    );
  } else {
    body = <LoadingState label="Loading" />;
  }
  return (
    <ConsolePage
      title={editing ? messages.editTemplateTitle : messages.newTemplateTitle}
      description={messages.templateDescriptionLine}
    >
      {body}
    </ConsolePage>
  );
}
