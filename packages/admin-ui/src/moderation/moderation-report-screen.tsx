import { Link, Stack } from '@chakra-ui/react';
import { actions } from '@parley/api-contract';
import type { ModerationDecisionInput } from '@parley/api-contract';
import {
  useGetModerationReportConversationQuery,
  useGetModerationReportQuery,
  useSubmitModerationDecisionMutation,
} from '@parley/api-client/admin';
import {
  describeServerError,
  LoadFailedState,
  LoadingState,
  notify,
  RetryAlert,
} from '@parley/app-shell';
import { Link as RouterLink, useParams } from 'react-router';
import { ConsolePage } from '../console/console-page';
import { usePermissions } from '../console/use-permissions';
import { DecisionForm } from './decision-form';
import { DecisionSummary } from './decision-summary';
import { moderationConsoleMessages as messages } from './moderation-messages';
import { moderationConsolePaths } from './moderation-paths';
import { ReportConversation } from './report-conversation';
import { ReportFacts } from './report-facts';

function ConversationPart({ moderationReportId }: { moderationReportId: string }) {
  const conversation = useGetModerationReportConversationQuery(moderationReportId);
  if (conversation.isError) {
    return (
      <RetryAlert
        title={messages.conversationLoadFailed}
        error={conversation.error}
        onRetry={() => void conversation.refetch()}
      />
    );
  }
  if (!conversation.data) return <LoadingState label="Loading the conversation" />;
  return <ReportConversation segments={conversation.data.conversationSegments} />;
}

/**
 * `/admin/moderation/report/{id}/view` (admin-spec section 2): the report's facts, its
 * conversation's last messages and the decision panel (Open), or the decision (Resolved). A
 * decision says 'Decision submitted' or 'Failed to submit decision'; a report another moderator
 * resolved meanwhile (409) is read again, so the page shows their decision.
 */
export function ModerationReportScreen() {
  const { moderationReportId = '' } = useParams();
  const report = useGetModerationReportQuery(moderationReportId);
  const [submit] = useSubmitModerationDecisionMutation();
  const { can } = usePermissions();

  const decide = async (decision: Required<ModerationDecisionInput>) => {
    try {
      await submit({ moderationReportId, decision }).unwrap();
      notify.success(messages.submitted);
    } catch (error) {
      notify.error(messages.submitFailed, describeServerError(error).message);
      throw error;
    }
  };

  const body = () => {
    if (report.isError && !report.data) {
      return (
        <LoadFailedState
          title={messages.reportLoadFailed}
          error={report.error}
          onRetry={() => void report.refetch()}
          back={{ to: moderationConsolePaths.list, label: messages.backToList }}
        />
      );
    }
    if (!report.data) return <LoadingState label="Loading the report" />;
    const data = report.data;
    return (
      <Stack gap="8">
        <ReportFacts report={data} />
        <ConversationPart moderationReportId={moderationReportId} />
        {data.moderationDecision ? (
          <DecisionSummary decision={data.moderationDecision} />
        ) : (
          <DecisionForm
            key={data.reportStatus}
            report={data}
            onSubmit={decide}
            canDecide={can(actions.ModerationWrite)}
          />
        )}
      </Stack>
    );
  };

  return (
    <ConsolePage
      title={messages.reportTitle}
      actions={
        <Link asChild colorPalette="brand">
          <RouterLink to={moderationConsolePaths.list}>{messages.backToList}</RouterLink>
        </Link>
      }
    >
      {body()}
    </ConsolePage>
  );
}
