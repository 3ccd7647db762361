import {
  adminGptSystemDetailsSchema,
  adminGptSystemListSchema,
  agentPublicChatSchema,
  adminUserPageSchema,
  adminUserSchema,
  adminUserUpdateSchema,
  auditEntrySchema,
  auditPageSchema,
  chatAccessPolicyInputSchema,
  chatAccessPolicyListSchema,
  chatAccessPolicySchema,
  directoryGroupListSchema,
  newAdminUserSchema,
  paths,
  roleInputSchema,
  roleListSchema,
  roleSchema,
  roleUserListSchema,
  updateAgentPublicChatRequestSchema,
} from '@parley/api-contract';
import type {
  AdminGptSystemDetails,
  AdminGptSystemList,
  AgentPublicChat,
  AdminUser,
  AdminUserPage,
  AdminUserUpdate,
  AuditEntry,
  AuditExportQuery,
  AuditPage,
  ChatAccessPolicy,
  ChatAccessPolicyInput,
  DirectoryGroup,
  NewAdminUser,
  Role,
  RoleInput,
  RoleList,
  RoleUserList,
  UpdateAgentPublicChatRequest,
} from '@parley/api-contract';
import { baseApi } from '../base-api';
import { sendValidated } from '../endpoints/validated-request';

const LIST = 'LIST' as const;
const roleList = { type: 'UserRole' as const, id: LIST };
const userList = { type: 'AdminUser' as const, id: LIST };
const policyList = { type: 'ChatAccessPolicy' as const, id: LIST };
const auditList = { type: 'AuditEntry' as const, id: LIST };
/** Who may use which agent changed: the chat's agent lists are stale. */
const agentLists = [
  { type: 'GptSystem' as const, id: 'AVAILABLE' },
  { type: 'GptSystem' as const, id: 'PINNED' },
  { type: 'GptSystem' as const, id: 'RECENT' },
];

/** The next page's token, or none: RTK Query stops asking when this is undefined. */
const nextPage = (page: { continuationToken: string | null }) =>
  page.continuationToken ?? undefined;

/** The audit filters that are set: an empty filter is left out rather than sent empty. */
const auditParams = (query: AuditExportQuery) =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value));

/**
 * Who may do what (issue 14, admin-spec sections 2, 6 and 7): user roles and their users, users,
 * directory groups, chat access policies and the audit log. Every change refreshes the audit log.
 */
export const accessAdminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listUserRoles: build.query<RoleList, void>({
      query: () => paths.admin.userRoles(),
      responseSchema: roleListSchema,
      providesTags: (list) => [
        roleList,
        ...(list?.items ?? []).map(({ userRoleId }) => ({
          type: 'UserRole' as const,
          id: userRoleId,
        })),
      ],
    }),
    getUserRole: build.query<Role, string>({
      query: (userRoleId) => paths.admin.userRole(userRoleId),
      responseSchema: roleSchema,
      providesTags: (_role, _error, userRoleId) => [{ type: 'UserRole', id: userRoleId }],
    }),
    listUserRoleUsers: build.query<RoleUserList, string>({
      query: (userRoleId) => paths.admin.userRoleUsers(userRoleId),
      responseSchema: roleUserListSchema,
      providesTags: (_users, _error, userRoleId) => [{ type: 'UserRole', id: userRoleId }],
    }),
    createUserRole: build.mutation<Role, RoleInput>({
      queryFn: (input, _api, _extraOptions, send) =>
        sendValidated<RoleInput, Role>(
          roleInputSchema,
          input,
          (body) => ({ url: paths.admin.userRoles(), method: 'POST', body }),
          send,
        ),
      responseSchema: roleSchema,
      invalidatesTags: (_role, error) => (error ? [] : [roleList, auditList]),
    }),
    updateUserRole: build.mutation<Role, { userRoleId: string; input: RoleInput }>({
      queryFn: ({ userRoleId, input }, _api, _extraOptions, send) =>
        sendValidated<RoleInput, Role>(
          roleInputSchema,
          input,
          (body) => ({ url: paths.admin.userRole(userRoleId), method: 'PUT', body }),
          send,
        ),
      responseSchema: roleSchema,
      invalidatesTags: (_role, error, { userRoleId }) =>
        error ? [] : [{ type: 'UserRole', id: userRoleId }, roleList, userList, auditList],
    }),
    deleteUserRole: build.mutation<void, { userRoleId: string; removeFromUsers: boolean }>({
      query: ({ userRoleId, removeFromUsers }) => ({
        url: paths.admin.userRole(userRoleId),
        method: 'DELETE',
        params: removeFromUsers ? { removeFromUsers: 'true' } : {},
      }),
      invalidatesTags: (_result, error) => (error ? [] : [roleList, userList, auditList]),
    }),
    assignUserRole: build.mutation<void, { userRoleId: string; userId: string }>({
      query: ({ userRoleId, userId }) => ({
        url: paths.admin.userRoleUser(userRoleId, userId),
        method: 'PUT',
      }),
      invalidatesTags: (_result, error, { userRoleId, userId }) =>
        error
          ? []
          : [
              { type: 'UserRole', id: userRoleId },
              roleList,
              { type: 'AdminUser', id: userId },
              userList,
              auditList,
            ],
    }),
    removeUserRole: build.mutation<void, { userRoleId: string; userId: string }>({
      query: ({ userRoleId, userId }) => ({
        url: paths.admin.userRoleUser(userRoleId, userId),
        method: 'DELETE',
      }),
      invalidatesTags: (_result, error, { userRoleId, userId }) =>
        error
          ? []
          : [
              { type: 'UserRole', id: userRoleId },
              roleList,
              { type: 'AdminUser', id: userId },
              userList,
              auditList,
            ],
    }),

    listAdminUsers: build.infiniteQuery<AdminUserPage, { search: string }, string | undefined>({
      infiniteQueryOptions: { initialPageParam: undefined, getNextPageParam: nextPage },
      query: ({ queryArg, pageParam }) => ({
        url: paths.admin.users(),
        params: {
          ...(queryArg.search ? { search: queryArg.search } : {}),
          ...(pageParam ? { continuationToken: pageParam } : {}),
        },
      }),
      responseSchema: adminUserPageSchema,
      providesTags: [userList],
    }),
    getAdminUser: build.query<AdminUser, string>({
      query: (userId) => paths.admin.user(userId),
      responseSchema: adminUserSchema,
      providesTags: (_user, _error, userId) => [{ type: 'AdminUser', id: userId }],
    }),
    createAdminUser: build.mutation<AdminUser, NewAdminUser>({
      queryFn: (input, _api, _extraOptions, send) =>
        sendValidated<NewAdminUser, AdminUser>(
          newAdminUserSchema,
          input,
          (body) => ({ url: paths.admin.users(), method: 'POST', body }),
          send,
        ),
      responseSchema: adminUserSchema,
      invalidatesTags: (_user, error) => (error ? [] : [userList, roleList, auditList]),
    }),
    updateAdminUser: build.mutation<AdminUser, { userId: string; input: AdminUserUpdate }>({
      queryFn: ({ userId, input }, _api, _extraOptions, send) =>
        sendValidated<AdminUserUpdate, AdminUser>(
          adminUserUpdateSchema,
          input,
          (body) => ({ url: paths.admin.user(userId), method: 'PUT', body }),
          send,
        ),
      responseSchema: adminUserSchema,
      invalidatesTags: (_user, error, { userId }) =>
        error ? [] : [{ type: 'AdminUser', id: userId }, userList, roleList, auditList],
    }),
    listDirectoryGroups: build.query<{ items: DirectoryGroup[] }, void>({
      query: () => paths.admin.directoryGroups(),
      responseSchema: directoryGroupListSchema,
      providesTags: [{ type: 'DirectoryGroup', id: LIST }],
    }),

    // MANAGED: creating, saving or publishing an agent refreshes it (the agent editor's calls).
    listAdminGptSystems: build.query<AdminGptSystemList, void>({
      query: () => paths.admin.gptSystems(),
      responseSchema: adminGptSystemListSchema,
      providesTags: (list) => [
        { type: 'GptSystem', id: 'MANAGED' },
        ...(list?.items ?? []).map(({ gptSystemId }) => ({
          type: 'GptSystem' as const,
          id: gptSystemId,
        })),
      ],
    }),
    /** One system agent with its public chat (the publishing page). */
    getAdminGptSystem: build.query<AdminGptSystemDetails, string>({
      query: (gptSystemId) => paths.admin.gptSystem(gptSystemId),
      responseSchema: adminGptSystemDetailsSchema,
      providesTags: (_agent, _error, gptSystemId) => [{ type: 'GptSystem', id: gptSystemId }],
    }),
    /** A system agent's public endpoint, allowed origins, limits and brand. */
    updateAgentPublicChat: build.mutation<
      AgentPublicChat,
      { gptSystemId: string } & UpdateAgentPublicChatRequest
    >({
      queryFn: ({ gptSystemId, ...request }, _api, _extraOptions, send) =>
        sendValidated<UpdateAgentPublicChatRequest, AgentPublicChat>(
          updateAgentPublicChatRequestSchema,
          request,
          (body) => ({ url: paths.admin.gptSystemPublicChat(gptSystemId), method: 'PUT', body }),
          send,
        ),
      responseSchema: agentPublicChatSchema,
      invalidatesTags: (_result, error, { gptSystemId }) =>
        error ? [] : [{ type: 'GptSystem', id: gptSystemId }, auditList],
    }),
    /** Deletes a system agent: Deleted in the console, gone from every chat list at once. */
    deleteAdminGptSystem: build.mutation<void, string>({
      query: (gptSystemId) => ({ url: paths.admin.gptSystem(gptSystemId), method: 'DELETE' }),
      invalidatesTags: (_result, error, gptSystemId) =>
        error
          ? []
          : [
              { type: 'GptSystem', id: gptSystemId },
              { type: 'GptSystem', id: 'MANAGED' },
              auditList,
              ...agentLists,
            ],
    }),
    listChatAccessPolicies: build.query<{ items: ChatAccessPolicy[] }, void>({
      query: () => paths.admin.chatAccessPolicies(),
      responseSchema: chatAccessPolicyListSchema,
      providesTags: (list) => [
        policyList,
        ...(list?.items ?? []).map(({ chatAccessPolicyId }) => ({
          type: 'ChatAccessPolicy' as const,
          id: chatAccessPolicyId,
        })),
      ],
    }),
    getChatAccessPolicy: build.query<ChatAccessPolicy, string>({
      query: (chatAccessPolicyId) => paths.admin.chatAccessPolicy(chatAccessPolicyId),
      responseSchema: chatAccessPolicySchema,
      providesTags: (_policy, _error, id) => [{ type: 'ChatAccessPolicy', id }],
    }),
    createChatAccessPolicy: build.mutation<ChatAccessPolicy, ChatAccessPolicyInput>({
      queryFn: (input, _api, _extraOptions, send) =>
        sendValidated<ChatAccessPolicyInput, ChatAccessPolicy>(
          chatAccessPolicyInputSchema,
          input,
          (body) => ({ url: paths.admin.chatAccessPolicies(), method: 'POST', body }),
          send,
        ),
      responseSchema: chatAccessPolicySchema,
      invalidatesTags: (_policy, error) => (error ? [] : [policyList, auditList, ...agentLists]),
    }),
    updateChatAccessPolicy: build.mutation<
      ChatAccessPolicy,
      { chatAccessPolicyId: string; input: ChatAccessPolicyInput }
    >({
      queryFn: ({ chatAccessPolicyId, input }, _api, _extraOptions, send) =>
        sendValidated<ChatAccessPolicyInput, ChatAccessPolicy>(
          chatAccessPolicyInputSchema,
          input,
          (body) => ({
            url: paths.admin.chatAccessPolicy(chatAccessPolicyId),
            method: 'PUT',
            body,
          }),
          send,
        ),
      responseSchema: chatAccessPolicySchema,
      invalidatesTags: (_policy, error, { chatAccessPolicyId }) =>
        error
          ? []
          : [
              { type: 'ChatAccessPolicy', id: chatAccessPolicyId },
              policyList,
              auditList,
              ...agentLists,
            ],
    }),
    deleteChatAccessPolicy: build.mutation<void, string>({
      query: (chatAccessPolicyId) => ({
        url: paths.admin.chatAccessPolicy(chatAccessPolicyId),
        method: 'DELETE',
      }),
      invalidatesTags: (_result, error) => (error ? [] : [policyList, auditList, ...agentLists]),
    }),

    listAuditEntries: build.infiniteQuery<AuditPage, AuditExportQuery, string | undefined>({
      infiniteQueryOptions: { initialPageParam: undefined, getNextPageParam: nextPage },
      query: ({ queryArg, pageParam }) => ({
        url: paths.admin.audit(),
        params: {
          ...auditParams(queryArg),
          ...(pageParam ? { continuationToken: pageParam } : {}),
        },
      }),
      responseSchema: auditPageSchema,
      providesTags: [auditList],
    }),
    /** One entry, wherever it lies in time (the console's permalink to an entry). */
    getAuditEntry: build.query<AuditEntry, string>({
      query: (auditEntryId) => paths.admin.auditEntry(auditEntryId),
      responseSchema: auditEntrySchema,
      providesTags: (_entry, _error, auditEntryId) => [{ type: 'AuditEntry', id: auditEntryId }],
    }),
    /**
     * The CSV of every entry the filters match (the server streams it), for the caller to save.
     * Kept no longer than its caller needs it: an export may be tens of megabytes.
     */
    exportAuditEntries: build.query<string, AuditExportQuery>({
      query: (query) => ({ url: paths.admin.auditExport(), params: auditParams(query) }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useAssignUserRoleMutation,
  useCreateAdminUserMutation,
  useCreateChatAccessPolicyMutation,
  useCreateUserRoleMutation,
  useDeleteAdminGptSystemMutation,
  useDeleteChatAccessPolicyMutation,
  useDeleteUserRoleMutation,
  useGetAdminGptSystemQuery,
  useGetAdminUserQuery,
  useGetAuditEntryQuery,
  useGetChatAccessPolicyQuery,
  useGetUserRoleQuery,
  useListAdminGptSystemsQuery,
  useListAdminUsersInfiniteQuery,
  useListAuditEntriesInfiniteQuery,
  useListChatAccessPoliciesQuery,
  useListDirectoryGroupsQuery,
  useListUserRoleUsersQuery,
  useListUserRolesQuery,
  useRemoveUserRoleMutation,
  useUpdateAdminUserMutation,
  useUpdateAgentPublicChatMutation,
  useUpdateChatAccessPolicyMutation,
  useUpdateUserRoleMutation,
} = accessAdminApi;
