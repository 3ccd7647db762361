/** The words of the chat's platform notices (issue 20). */
export const noticeMessages = {
  regionLabel: 'Notices',
  dismiss: 'Dismiss notice',
} as const;
