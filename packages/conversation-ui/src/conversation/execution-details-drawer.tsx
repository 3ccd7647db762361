import {
  useGetConfigStateExecutionDetailsQuery,
  useGetConfigStateTraceLogsQuery,
  useGetExecutionDetailsQuery,
  useGetTraceLogsQuery,
} from '@parley/api-client';
import type { ExecutionDetails, TraceLogs } from '@parley/api-contract';
import { ExecutionDetailsPanel } from './execution-details-panel';

export interface ExecutionDetailsDrawerProps {
  conversationId: string;
  /**
   * The agent editor's draft whose test conversation this is (configState chat); without it, the
   * conversation is the user's own.
   */
  configStateId?: string;
  /** The answer whose details show; null keeps the drawer closed. */
  segmentId: string | null;
  onClose: () => void;
}

interface QueryState<T> {
  data?: T;
  isFetching: boolean;
  isError: boolean;
}

interface AnswerDrawerProps {
  open: boolean;
  onClose: () => void;
  details: QueryState<ExecutionDetails>;
  logs: QueryState<TraceLogs>;
}

function AnswerDrawer({ open, onClose, details, logs }: AnswerDrawerProps) {
  return (
    <ExecutionDetailsPanel
      open={open}
      onClose={onClose}
      details={details.data}
      traceLogs={logs.data?.items}
      loading={details.isFetching || logs.isFetching}
      failed={details.isError || logs.isError}
    />
  );
}

function PrivateAnswerDrawer({ conversationId, segmentId, onClose }: ExecutionDetailsDrawerProps) {
  const args = { conversationId, conversationSegmentId: segmentId ?? '' };
  const skip = segmentId === null;
  const details = useGetExecutionDetailsQuery(args, { skip });
  const logs = useGetTraceLogsQuery(args, { skip });
  return <AnswerDrawer open={!skip} onClose={onClose} details={details} logs={logs} />;
}

function TestAnswerDrawer({
  configStateId,
  conversationId,
  segmentId,
  onClose,
}: ExecutionDetailsDrawerProps & { configStateId: string }) {
  const args = { configStateId, conversationId, conversationSegmentId: segmentId ?? '' };
  const skip = segmentId === null;
  const details = useGetConfigStateExecutionDetailsQuery(args, { skip });
  const logs = useGetConfigStateTraceLogsQuery(args, { skip });
  return <AnswerDrawer open={!skip} onClose={onClose} details={details} logs={logs} />;
}

/**
 * The execution details drawer of an answer, with its trace logs: a private conversation's, or
 * (given `configStateId`) a test answer of the agent editor's draft, read under its config state.
 */
export function ExecutionDetailsDrawer({ configStateId, ...props }: ExecutionDetailsDrawerProps) {
  return configStateId === undefined ? (
    <PrivateAnswerDrawer {...props} />
  ) : (
    <TestAnswerDrawer configStateId={configStateId} {...props} />
  );
}
