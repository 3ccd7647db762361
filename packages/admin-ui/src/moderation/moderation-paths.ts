/** The moderation screens' addresses, relative to the console's basename (/admin). */
export const moderationConsolePaths = {
  list: '/moderation',
  resolved: '/moderation?status=Resolved',
  report: (moderationReportId: string) =>
    `/moderation/report/${encodeURIComponent(moderationReportId)}/view`,
} as const;
