/** The words of a failed load's alert. */
export const retryAlertMessages = { retry: 'Retry' } as const;
