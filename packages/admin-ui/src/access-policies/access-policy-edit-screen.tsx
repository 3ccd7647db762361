import {
  useCreateChatAccessPolicyMutation,
  useDeleteChatAccessPolicyMutation,
  useGetChatAccessPolicyQuery,
  useListAdminGptSystemsQuery,
  useListAdminUsersInfiniteQuery,
  useListDirectoryGroupsQuery,
  useListUserRolesQuery,
  useUpdateChatAccessPolicyMutation,
} from '@parley/api-client/admin';
import type { ChatAccessPolicy, ChatAccessPolicyInput } from '@parley/api-contract';
import {
  discardingUnsavedChanges,
  LoadFailedState,
  LoadingState,
  notify,
  useInfiniteListSource,
} from '@parley/app-shell';
import type { SelectOption } from '@parley/app-shell';
import { selectInstanceSettings } from '@parley/auth';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useMemo, useState } from 'react';
import { useSelector } from 'react-redux';
import { useNavigate, useParams } from 'react-router';
import { ConsolePage } from '../console/console-page';
import { AccessPolicyForm } from './access-policy-form';
import type { PolicyChoices } from './access-policy-form';
import { emptyAccessPolicyForm } from './access-policy-schema';
import type { AccessPolicyFormValues } from './access-policy-schema';
import { policyButtonRules, policyMessages } from './policy-messages';
import { policyPaths } from './policy-paths';
import { useActionReasons } from '../console/use-permissions';

interface ListResult<Item> {
  data?: { items: readonly Item[] };
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/** A list query's state as the form's choices. */
function choicesOf<Item>(
  result: ListResult<Item>,
  option: (item: Item) => SelectOption,
): PolicyChoices {
  return {
    status: result.data ? 'ready' : result.isError ? 'error' : 'loading',
    options: result.data?.items.map(option) ?? [],
    error: result.error,
    onRetry: () => void result.refetch(),
  };
}

function formValuesOf(policy: ChatAccessPolicy | undefined): AccessPolicyFormValues {
  // The brand select's "All brands" is the empty choice: an untouched form stays pristine.
  if (!policy) return { ...emptyAccessPolicyForm, brandKey: '' };
  return {
    name: policy.name,
    description: policy.description,
    allAgents: policy.allAgents,
    gptSystemIds: policy.gptSystems.map((agent) => agent.gptSystemId),
    userRoleIds: policy.userRoles.map((role) => role.userRoleId),
    groupIds: policy.groups.map((group) => group.groupId),
    userIds: policy.users.map((user) => user.userId),
    brandKey: policy.brandKey ?? '',
  };
}

/**
 * The brands a policy may hold on. No call lists brands yet, so the choice is the instance's
 * default brand, plus the policy's own brand when it names another.
 */
function brandOptions(defaultBrandKey: string, policyBrandKey: string | null): SelectOption[] {
  const keys = new Set([defaultBrandKey, ...(policyBrandKey ? [policyBrandKey] : [])]);
  return [...keys].map((key) => ({ value: key, label: key }));
}

/** The form with its choices, the user search and the calls that save and delete. */
function PolicyEditor({ policy }: { policy: ChatAccessPolicy | undefined }) {
  const navigate = useNavigate();
  const { reasons } = useActionReasons(policyButtonRules);
  const { defaultBrandKey } = useSelector(selectInstanceSettings);
  const agents = useListAdminGptSystemsQuery();
  const roles = useListUserRolesQuery();
  const groups = useListDirectoryGroupsQuery();
  const [search, setSearch] = useState('');
  const users = useInfiniteListSource(useListAdminUsersInfiniteQuery({ search }));
  const [createPolicy] = useCreateChatAccessPolicyMutation();
  const [updatePolicy] = useUpdateChatAccessPolicyMutation();
  const [deletePolicy] = useDeleteChatAccessPolicyMutation();
  const backToList = () => void navigate(policyPaths.list);
  const initialValues = useMemo(() => formValuesOf(policy), [policy]);

  const save = async (input: ChatAccessPolicyInput) => {
    if (policy) {
      await updatePolicy({ chatAccessPolicyId: policy.chatAccessPolicyId, input }).unwrap();
      notify.success(policyMessages.saved);
    } else {
      await createPolicy(input).unwrap();
      notify.success(policyMessages.created);
    }
    backToList();
  };

  const remove = policy
    ? async () => {
        await deletePolicy(policy.chatAccessPolicyId).unwrap();
        notify.success(policyMessages.deleted);
        // The policy is gone: its form's unsaved changes go with it, without asking.
        void navigate(policyPaths.list, discardingUnsavedChanges);
      }
    : undefined;

  return (
    <AccessPolicyForm
      initialValues={initialValues}
      initialUsers={policy?.users ?? []}
      agents={choicesOf(agents, (agent) => ({
        value: agent.gptSystemId,
        label: agent.name || policyMessages.unnamedAgent,
      }))}
      roles={choicesOf(roles, (role) => ({ value: role.userRoleId, label: role.name }))}
      groups={choicesOf(groups, (group) => ({ value: group.id, label: group.displayName }))}
      brands={brandOptions(defaultBrandKey, policy?.brandKey ?? null)}
      userSearch={{ search, onSearchChange: setSearch, results: users }}
      onSubmit={save}
      onCancel={backToList}
      onDelete={remove}
      readOnlyReason={policy ? reasons.write : reasons.create}
      deleteReason={reasons.delete}
    />
  );
}

/**
 * `/admin/chatAccessPolicy/new` and `/admin/chatAccessPolicy/{chatAccessPolicyId}/edit`
 * (admin-spec section 2): a policy's form; after a save or a delete, a toast and back to the list.
 */
export function AccessPolicyEditScreen() {
  const { chatAccessPolicyId } = useParams<{ chatAccessPolicyId: string }>();
  const editing = chatAccessPolicyId !== undefined;
  const policy = useGetChatAccessPolicyQuery(chatAccessPolicyId ?? skipToken);

  let body;
  if (!editing) {
    body = <PolicyEditor policy={undefined} />;
  } else if (policy.data) {
    body = <PolicyEditor key={policy.data.chatAccessPolicyId} policy={policy.data} />;
  } else if (policy.isError) {
    body = (
      <LoadFailedState
        title={policyMessages.loadFailed}
        error={policy.error}
        onRetry={() => void policy.refetch()}
        back={{ to: policyPaths.list, label: policyMessages.backToList }}
      />
    );
  } else {
    body = <LoadingState label="Loading" />;
  }

  return (
    <ConsolePage
      title={editing ? policyMessages.editTitle : policyMessages.newTitle}
      description={editing ? policyMessages.editDescription : policyMessages.newDescription}
    >
      {body}
    </ConsolePage>
  );
}
