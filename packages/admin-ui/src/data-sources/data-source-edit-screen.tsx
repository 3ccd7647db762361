import { Card, Heading, LinkBox, LinkOverlay, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import {
  useCreateDataSourceMutation,
  useDeleteDataSourceMutation,
  useGetDataSourceQuery,
  useListModelDeploymentsQuery,
  useUpdateDataSourceMutation,
} from '@parley/api-client/admin';
import { dataSourceTypeNames, endpointsTypes } from '@parley/api-contract';
import type { DataSourceTypeName, DataSourceView, EndpointsType } from '@parley/api-contract';
import {
  describeServerError,
  ErrorAlertList,
  LoadFailedState,
  LoadingState,
  notify,
} from '@parley/app-shell';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { DeleteButton } from '../components/delete-button';
import { ConsolePage } from '../console/console-page';
import { useActionReasons } from '../console/use-permissions';
import { DataSourceForm } from './data-source-form';
import {
  dataSourceButtonRules,
  dataSourceConsoleMessages as messages,
} from './data-source-messages';
import { dataSourceConsolePaths } from './data-source-paths';
import { dataSourceFormOf, dataSourceInputOf } from './data-source-schema';
import { LibraryFilesPanel } from './library-files-panel';
import { LibrarySearchPanel } from './library-search-panel';

const isTypeName = (value: string | undefined): value is DataSourceTypeName =>
  (dataSourceTypeNames as readonly (string | undefined)[]).includes(value);
const isEndpointsType = (value: string | undefined): value is EndpointsType =>
  (endpointsTypes as readonly (string | undefined)[]).includes(value);

/** The deployment names explicit endpoints may choose from (none while they load). */
function useDeploymentNames(skip: boolean): readonly string[] {
  const deployments = useListModelDeploymentsQuery(undefined, { skip });
  return useMemo(
    () => deployments.data?.items.map((deployment) => deployment.deploymentName) ?? [],
    [deployments.data],
  );
}

/**
 * `/admin/datasource/new` (admin-spec section 2): the type chooser. Each kind of library is a
 * link to its typed form (`/admin/datasource/{type}/{endpointsType}/new`).
 */
export function NewDataSourceScreen() {
  return (
    <ConsolePage title={messages.newTitle} description={messages.newDescription}>
      <Stack as="section" aria-label={messages.chooseType} gap="4">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" maxW="3xl">
          {endpointsTypes.map((endpointsType) => (
            <LinkBox key={endpointsType} asChild>
              <Card.Root _hover={{ borderColor: 'brand.solid' }}>
                <Card.Body gap="2">
                  <Heading as="h2" size="md">
                    <LinkOverlay asChild>
                      <RouterLink
                        to={dataSourceConsolePaths.newTyped('FileLibrary', endpointsType)}
                      >
                        {messages.endpointsChoice[endpointsType].title}
                      </RouterLink>
                    </LinkOverlay>
                  </Heading>
                  <Text color="fg.muted">
                    {messages.endpointsChoice[endpointsType].description}
                  </Text>
                </Card.Body>
              </Card.Root>
            </LinkBox>
          ))}
        </SimpleGrid>
      </Stack>
    </ConsolePage>
  );
}

/**
 * `/admin/datasource/{dataSourceType}/{endpointsType}/new`: the typed form; saved, the library
 * opens on its page, ready for files. An unknown type goes back to the chooser.
 */
export function NewTypedDataSourceScreen() {
  const navigate = useNavigate();
  const { dataSourceType, endpointsType } = useParams();
  const { reasons } = useActionReasons(dataSourceButtonRules);
  const [createDataSource] = useCreateDataSourceMutation();
  const typed = isTypeName(dataSourceType) && isEndpointsType(endpointsType);
  const deploymentNames = useDeploymentNames(!typed || endpointsType !== 'Explicit');
  const initialValues = useMemo(
    () => dataSourceFormOf(undefined, isEndpointsType(endpointsType) ? endpointsType : 'Default'),
    [endpointsType],
  );
  useEffect(() => {
    if (!typed) void navigate(dataSourceConsolePaths.new, { replace: true });
  }, [typed, navigate]);
  if (!typed) return null;
  return (
    <ConsolePage
      title={messages.newTitle}
      description={messages.endpointsChoice[endpointsType].description}
    >
      <Stack gap="4">
        <RouterLink to={dataSourceConsolePaths.new}>
          <Text as="span" color="brand.fg" textDecoration="underline">
            {messages.chooseAnother}
          </Text>
        </RouterLink>
        <DataSourceForm
          initialValues={initialValues}
          deploymentNames={deploymentNames}
          canChangeEndpoints={false}
          readOnlyReason={reasons.create}
          onCancel={() => void navigate(dataSourceConsolePaths.list)}
          onSubmit={async (values) => {
            const created = await createDataSource({
              dataSourceType,
              endpointsType,
              input: dataSourceInputOf(values),
            }).unwrap();
            notify.success(messages.created);
            void navigate(
              dataSourceConsolePaths.editTyped(
                created.dataSourceType,
                created.endpointsType,
                created.dataSourceId,
              ),
              { replace: true },
            );
          }}
        />
      </Stack>
    </ConsolePage>
  );
}

/** The library's settings, files and search, with Delete. */
function DataSourceEditor({ view }: { view: DataSourceView }) {
  const navigate = useNavigate();
  const { reasons } = useActionReasons(dataSourceButtonRules);
  const [updateDataSource] = useUpdateDataSourceMutation();
  const [deleteDataSource] = useDeleteDataSourceMutation();
  const [deleteErrors, setDeleteErrors] = useState<string[]>([]);
  const deploymentNames = useDeploymentNames(false);
  const { dataSourceId, dataSourceType } = view;
  const initialValues = useMemo(() => dataSourceFormOf(view, view.endpointsType), [view]);
  const agentNames = view.agents.map((agent) => agent.name);
  return (
    <Stack gap="10">
      <Stack gap="4">
        <ErrorAlertList messages={deleteErrors} title={messages.deleteFailed} />
        <DataSourceForm
          initialValues={initialValues}
          deploymentNames={deploymentNames}
          canChangeEndpoints
          readOnlyReason={reasons.write}
          onCancel={() => void navigate(dataSourceConsolePaths.list)}
          onSubmit={async (values) => {
            const saved = await updateDataSource({
              dataSourceId,
              dataSourceType,
              endpointsType: values.endpointsType,
              input: dataSourceInputOf(values),
            }).unwrap();
            notify.success(messages.saved);
            if (saved.endpointsType !== view.endpointsType) {
              void navigate(
                dataSourceConsolePaths.editTyped(
                  saved.dataSourceType,
                  saved.endpointsType,
                  dataSourceId,
                ),
                { replace: true },
              );
            }
          }}
        >
          <DeleteButton
            label={messages.deleteLibrary}
            heading={messages.deleteHeading}
            name={view.name}
            disabledReason={
              reasons.write ??
              (agentNames.length > 0 ? messages.inUseReason(agentNames) : undefined)
            }
            onDelete={async () => {
              setDeleteErrors([]);
              try {
                await deleteDataSource(dataSourceId).unwrap();
              } catch (error) {
                setDeleteErrors([describeServerError(error).message]);
                return;
              }
              notify.success(messages.deleted);
              void navigate(dataSourceConsolePaths.list);
            }}
          />
        </DataSourceForm>
      </Stack>
      <LibraryFilesPanel dataSourceId={dataSourceId} readOnlyReason={reasons.write} />
      <LibrarySearchPanel dataSourceId={dataSourceId} />
    </Stack>
  );
}

/** Loads the library in the route, or says why it could not. */
function useRouteDataSource() {
  const { dataSourceId } = useParams<{ dataSourceId: string }>();
  return useGetDataSourceQuery(dataSourceId ?? skipToken);
}

function LoadState({ query }: { query: ReturnType<typeof useRouteDataSource> }) {
  return query.isError ? (
    <LoadFailedState
      title={messages.loadFailed}
      error={query.error}
      onRetry={() => void query.refetch()}
      back={{ to: dataSourceConsolePaths.list, label: messages.backToList }}
    />
  ) : (
    <LoadingState label={messages.opening} />
  );
}

/**
 * `/admin/datasource/{dataSourceType}/{endpointsType}/{dataSourceId}/edit` (admin-spec section
 * 2): a library's settings, its files and "Try a search". A path whose type no longer matches
 * (the library moved to other endpoints) is replaced by the library's own.
 */
export function DataSourceEditScreen() {
  const navigate = useNavigate();
  const { dataSourceType, endpointsType } = useParams();
  const query = useRouteDataSource();
  const view = query.data;
  const moved =
    view !== undefined &&
    (view.dataSourceType !== dataSourceType || view.endpointsType !== endpointsType);
  useEffect(() => {
    if (view && moved) {
      void navigate(
        dataSourceConsolePaths.editTyped(
          view.dataSourceType,
          view.endpointsType,
          view.dataSourceId,
        ),
        { replace: true },
      );
    }
  }, [view, moved, navigate]);
  return (
    <ConsolePage
      title={view ? view.name : messages.editTitle}
      description={messages.editDescription}
    >
      {view && !moved ? (
        <DataSourceEditor key={view.dataSourceId} view={view} />
      ) : (
        <LoadState query={query} />
      )}
    </ConsolePage>
  );
}

/** `/admin/datasource/{dataSourceId}/edit`: opens the library on its typed path. */
export function UntypedDataSourceEditScreen() {
  const navigate = useNavigate();
  const query = useRouteDataSource();
  const view = query.data;
  useEffect(() => {
    if (view) {
      void navigate(
        dataSourceConsolePaths.editTyped(
          view.dataSourceType,
          view.endpointsType,
          view.dataSourceId,
        ),
        { replace: true },
      );
    }
  }, [view, navigate]);
  return (
    <ConsolePage title={messages.editTitle} description={messages.editDescription}>
      <LoadState query={query} />
    </ConsolePage>
  );
}
