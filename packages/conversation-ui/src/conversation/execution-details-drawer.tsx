import { useGetExecutionDetailsQuery, useGetTraceLogsQuery } from '@parley/api-client';
import { ExecutionDetailsPanel } from './execution-details-panel';

export interface ExecutionDetailsDrawerProps {
  conversationId: string;
  /** The answer whose details show; null keeps the drawer closed. */
  segmentId: string | null;
  onClose: () => void;
}

/** The execution details drawer of a private conversation's answer, with its trace logs. */
export function ExecutionDetailsDrawer({
  conversationId,
  segmentId,
  onClose,
}: ExecutionDetailsDrawerProps) {
  const args = { conversationId, conversationSegmentId: segmentId ?? '' };
  const skip = segmentId === null;
  const details = useGetExecutionDetailsQuery(args, { skip });
  const logs = useGetTraceLogsQuery(args, { skip });
  return (
    <ExecutionDetailsPanel
      open={!skip}
      onClose={onClose}
      details={details.data}
      traceLogs={logs.data?.items}
      loading={details.isFetching || logs.isFetching}
      failed={details.isError || logs.isError}
    />
  );
}
