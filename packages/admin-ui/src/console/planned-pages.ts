import type { PlaceholderScreenProps } from './placeholder-screen';

/**
 * What each console page a later release builds will offer (admin-spec sections 2 and 3), shown on
 * its route until then, so no route is an empty page. Keyed by the route's path under /admin.
 */
export const plannedPages = {
  dashboard: {
    title: 'Dashboard',
    description: 'How the platform is used.',
    coming: [
      'Conversations, questions and active users over a chosen period',
      'Usage per agent and per brand',
      'Token use and cost against the budget',
    ],
  },
} satisfies Record<string, PlaceholderScreenProps>;

export type PlannedPage = keyof typeof plannedPages;
