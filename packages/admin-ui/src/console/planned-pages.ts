import type { PlaceholderScreenProps } from './placeholder-screen';

/**
 * What each console page a later release builds will offer (admin-spec sections 2 and 3), shown on
 * its route until then, so no route is an empty page. Keyed by the route's path under /admin.
 */
export const plannedPages = {
  moderation: {
    title: 'Report Moderation',
    description: 'Reports about personal agents.',
    coming: ['Open reports with their count in the menu', 'Reviewing a report and acting on it'],
  },
  moderationReport: {
    title: 'Moderation report',
    description: 'One report and what was done about it.',
    coming: ['The reported agent, the reason, and the moderation actions'],
  },
} satisfies Record<string, PlaceholderScreenProps>;

export type PlannedPage = keyof typeof plannedPages;
