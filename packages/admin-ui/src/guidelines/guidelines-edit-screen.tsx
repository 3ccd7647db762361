import { Stack } from '@chakra-ui/react';
import {
  useAddGuidelinesSectionMutation,
  useCreateGuidelinesDocumentMutation,
  useDeleteGuidelinesDocumentMutation,
  useDeleteGuidelinesSectionMutation,
  useGetAdminGuidelinesDocumentQuery,
  useListGuidelinesTemplatesQuery,
  useOrderGuidelinesSectionsMutation,
  useUpdateGuidelinesDocumentMutation,
  useUpdateGuidelinesSectionMutation,
} from '@parley/api-client/admin';
import type { AdminGuidelinesDocument } from '@parley/api-contract';
import {
  describeServerError,
  discardingUnsavedChanges,
  ErrorAlertList,
  LoadFailedState,
  LoadingState,
  notify,
} from '@parley/app-shell';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useMemo, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { DeleteButton } from '../components/delete-button';
import { ConsolePage } from '../console/console-page';
import { useActionReasons } from '../console/use-permissions';
import { GuidelinesDocumentFacts } from './guidelines-document-facts';
import { GuidelinesDocumentForm } from './guidelines-document-form';
import {
  guidelinesButtonRules,
  guidelinesConsoleMessages as messages,
} from './guidelines-messages';
import { guidelinesConsolePaths } from './guidelines-paths';
import { documentInputOf, newDocumentInputOf } from './guidelines-schema';
import { GuidelinesSectionsPanel } from './guidelines-sections-panel';
import { NewGuidelinesDocumentForm } from './new-guidelines-document-form';
import { UnsavedFormsGuard } from './unsaved-forms';

/** The document's form, its facts, its sections and Delete, with the calls behind them. */
function GuidelinesEditor({ document }: { document: AdminGuidelinesDocument }) {
  const navigate = useNavigate();
  const { reasons } = useActionReasons(guidelinesButtonRules);
  const [updateDocument] = useUpdateGuidelinesDocumentMutation();
  const [deleteDocument] = useDeleteGuidelinesDocumentMutation();
  const [addSection] = useAddGuidelinesSectionMutation();
  const [updateSection] = useUpdateGuidelinesSectionMutation();
  const [deleteSection] = useDeleteGuidelinesSectionMutation();
  const [orderSections] = useOrderGuidelinesSectionsMutation();
  const [deleteErrors, setDeleteErrors] = useState<string[]>([]);
  const { guidelinesDocumentId } = document;
  const { title, requireConsent } = document;
  const initialValues = useMemo(() => ({ title, requireConsent }), [title, requireConsent]);
  const inUse = document.agents.length;

  return (
    <UnsavedFormsGuard>
      <Stack gap="8">
        <GuidelinesDocumentFacts document={document} />
        <ErrorAlertList messages={deleteErrors} title={messages.deleteFailed} />
        <GuidelinesDocumentForm
          initialValues={initialValues}
          readOnlyReason={reasons.write}
          onCancel={() => void navigate(guidelinesConsolePaths.list)}
          onSubmit={async (values) => {
            await updateDocument({ guidelinesDocumentId, input: documentInputOf(values) }).unwrap();
            notify.success(messages.saved);
          }}
        >
          <DeleteButton
            label={messages.deleteDocument}
            heading={messages.deleteHeading}
            name={document.title}
            disabledReason={reasons.delete ?? (inUse > 0 ? messages.inUseReason(inUse) : undefined)}
            onDelete={async () => {
              setDeleteErrors([]);
              try {
                await deleteDocument(guidelinesDocumentId).unwrap();
              } catch (error) {
                setDeleteErrors([describeServerError(error).message]);
                return;
              }
              notify.success(messages.deleted);
              // The document is gone: its forms' unsaved changes go with it, without asking.
              void navigate(guidelinesConsolePaths.list, discardingUnsavedChanges);
            }}
          />
        </GuidelinesDocumentForm>
        <GuidelinesSectionsPanel
          sections={document.sections}
          readOnlyReason={reasons.write}
          onAdd={async (section) => {
            await addSection({ guidelinesDocumentId, section }).unwrap();
            notify.success(messages.sectionAdded);
          }}
          onUpdate={async (sectionId, section) => {
            await updateSection({ guidelinesDocumentId, sectionId, section }).unwrap();
            notify.success(messages.sectionSaved);
          }}
          onDelete={async (sectionId) => {
            await deleteSection({ guidelinesDocumentId, sectionId }).unwrap();
            notify.success(messages.sectionDeleted);
          }}
          onMove={async (sectionIds) => {
            await orderSections({ guidelinesDocumentId, sectionIds }).unwrap();
          }}
        />
      </Stack>
    </UnsavedFormsGuard>
  );
}

/**
 * `/admin/guidelines/{guidelinesDocumentId}/edit` (admin-spec section 2): a document's title and
 * whether users must accept it, its version, the agents using it, its sections, and Delete.
 */
export function GuidelinesEditScreen() {
  const { guidelinesDocumentId } = useParams<{ guidelinesDocumentId: string }>();
  const query = useGetAdminGuidelinesDocumentQuery(guidelinesDocumentId ?? skipToken);
  let body;
  if (query.data) {
    body = <GuidelinesEditor key={query.data.guidelinesDocumentId} document={query.data} />;
  } else if (query.isError) {
    body = (
      <LoadFailedState
        title={messages.loadFailed}
        error={query.error}
        onRetry={() => void query.refetch()}
        back={{ to: guidelinesConsolePaths.list, label: messages.backToList }}
      />
    );
  } else {
    body = <LoadingState label="Loading" />;
  }
  return (
    <ConsolePage title={messages.editTitle} description={messages.editDescription}>
      {body}
    </ConsolePage>
  );
}

/**
 * `/admin/guidelines/new` (admin-spec section 2), also from a template (`?templateId=`, "New from
 * template"): the new document's title, consent and template; saved, it opens for its sections.
 */
export function NewGuidelinesScreen() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { reasons } = useActionReasons(guidelinesButtonRules);
  const templates = useListGuidelinesTemplatesQuery();
  const [createDocument] = useCreateGuidelinesDocumentMutation();
  let body;
  if (templates.data) {
    body = (
      <NewGuidelinesDocumentForm
        templates={templates.data.items}
        templateId={search.get('templateId') ?? undefined}
        readOnlyReason={reasons.create}
        onCancel={() => void navigate(guidelinesConsolePaths.list)}
        onSubmit={async (values) => {
          const created = await createDocument(newDocumentInputOf(values)).unwrap();
          notify.success(messages.created);
          void navigate(guidelinesConsolePaths.edit(created.guidelinesDocumentId), {
            replace: true,
          });
        }}
      />
    );
  } else if (templates.isError) {
    body = (
      <LoadFailedState
        title={messages.templatesLoadFailed}
        error={templates.error}
        onRetry={() => void templates.refetch()}
        back={{ to: guidelinesConsolePaths.list, label: messages.backToList }}
      />
    );
  } else {
    body = <LoadingState label={messages.templatesLoading} />;
  }
  return (
    <ConsolePage title={messages.newTitle} description={messages.newDescription}>
      {body}
    </ConsolePage>
  );
}
