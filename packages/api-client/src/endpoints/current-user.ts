import {
  availableGptSystemsSchema,
  currentUserDetailsSchema,
  guidelinesConsentListSchema,
  paths,
  pinnedGptSystemsSchema,
  recentGptSystemsSchema,
  userRolesWithResolvedActionsSchema,
} from '@parley/api-contract';
import type {
  AvailableGptSystems,
  CurrentUserDetails,
  GptSystem,
  GuidelinesConsentList,
  PinnedGptSystems,
  RecentGptSystems,
  UserRolesWithResolvedActions,
} from '@parley/api-contract';
import { baseApi } from '../base-api';

const LIST = 'LIST' as const;
const availableAgents = { type: 'GptSystem' as const, id: 'AVAILABLE' };

/** Both Agents sub-tabs: pinning moves an agent between them (chat-spec section 4). */
const agentLists = [
  { type: 'GptSystem' as const, id: 'PINNED' },
  { type: 'GptSystem' as const, id: 'RECENT' },
];

export const currentUserApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAvailableGptSystems: build.query<AvailableGptSystems, void>({
      query: () => paths.currentUser.availableGptSystems(),
      responseSchema: availableGptSystemsSchema,
      providesTags: [availableAgents],
    }),
    getCurrentUserDetails: build.query<CurrentUserDetails, void>({
      query: () => paths.currentUser.details(),
      responseSchema: currentUserDetailsSchema,
      providesTags: ['CurrentUser'],
    }),
    getUserRolesWithResolvedActions: build.query<UserRolesWithResolvedActions, void>({
      query: () => paths.currentUser.userRolesWithResolvedActions(),
      responseSchema: userRolesWithResolvedActionsSchema,
      providesTags: ['CurrentUser'],
    }),
    getPinnedGptSystems: build.query<PinnedGptSystems, void>({
      query: () => paths.currentUser.pinnedGptSystems(),
      responseSchema: pinnedGptSystemsSchema,
      providesTags: [{ type: 'GptSystem', id: 'PINNED' }],
    }),
    getRecentGptSystems: build.query<RecentGptSystems, void>({
      query: () => paths.currentUser.recentGptSystems(),
      responseSchema: recentGptSystemsSchema,
      providesTags: [{ type: 'GptSystem', id: 'RECENT' }],
    }),
    /** Optimistic: the agent leaves Recent and shows under Pinned at once; undone on failure. */
    pinGptSystem: build.mutation<void, GptSystem>({
      query: ({ gptSystemId }) => ({
        url: paths.currentUser.pinnedGptSystem(gptSystemId),
        method: 'POST',
      }),
      async onQueryStarted(agent, { dispatch, queryFulfilled }) {
        await undoOnFailure(queryFulfilled, [
          dispatch(
            currentUserApi.util.updateQueryData('getRecentGptSystems', undefined, (draft) => {
              draft.recentGpts = without(draft.recentGpts, agent);
            }),
          ),
          dispatch(
            currentUserApi.util.updateQueryData('getPinnedGptSystems', undefined, (draft) => {
              draft.pinnedGptSystems = [agent, ...without(draft.pinnedGptSystems, agent)];
            }),
          ),
        ]);
      },
      invalidatesTags: (_result, error) => (error ? [] : agentLists),
    }),
    /** Optimistic: the agent leaves Pinned and shows under Recent at once; undone on failure. */
    unpinGptSystem: build.mutation<void, GptSystem>({
      query: ({ gptSystemId }) => ({
        url: paths.currentUser.pinnedGptSystem(gptSystemId),
        method: 'DELETE',
      }),
      async onQueryStarted(agent, { dispatch, queryFulfilled }) {
        await undoOnFailure(queryFulfilled, [
          dispatch(
            currentUserApi.util.updateQueryData('getPinnedGptSystems', undefined, (draft) => {
              draft.pinnedGptSystems = without(draft.pinnedGptSystems, agent);
            }),
          ),
          dispatch(
            currentUserApi.util.updateQueryData('getRecentGptSystems', undefined, (draft) => {
              draft.recentGpts = [agent, ...without(draft.recentGpts, agent)];
            }),
          ),
        ]);
      },
      invalidatesTags: (_result, error) => (error ? [] : agentLists),
    }),
    addGptSystemSharedWithMe: build.mutation<void, string>({
      query: (gptSystemId) => ({
        url: paths.currentUser.gptSystemSharedWithMe(gptSystemId),
        method: 'POST',
      }),
      invalidatesTags: (_result, error) => (error ? [] : [availableAgents, ...agentLists]),
    }),
    getGuidelinesConsents: build.query<GuidelinesConsentList, void>({
      query: () => paths.currentUser.guidelinesConsents(),
      responseSchema: guidelinesConsentListSchema,
      providesTags: [{ type: 'GuidelinesConsent', id: LIST }],
    }),
  }),
});

function without(agents: GptSystem[], agent: GptSystem): GptSystem[] {
  return agents.filter((item) => item.gptSystemId !== agent.gptSystemId);
}

/** Puts the optimistic changes back when the server refuses the mutation. */
async function undoOnFailure(
  queryFulfilled: Promise<unknown>,
  patches: { undo(): void }[],
): Promise<void> {
  try {
    await queryFulfilled;
  } catch {
    for (const patch of patches) patch.undo();
  }
}

export const {
  useAddGptSystemSharedWithMeMutation,
  useGetAvailableGptSystemsQuery,
  useGetCurrentUserDetailsQuery,
  useGetGuidelinesConsentsQuery,
  useGetPinnedGptSystemsQuery,
  useGetRecentGptSystemsQuery,
  useGetUserRolesWithResolvedActionsQuery,
  usePinGptSystemMutation,
  useUnpinGptSystemMutation,
} = currentUserApi;
