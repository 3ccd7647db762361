import { useListAdminNoticesQuery } from '@parley/api-client/admin';
import { ButtonWithReason, useListSource } from '@parley/app-shell';
import { ConsolePage } from '../console/console-page';
import { useActionReasons } from '../console/use-permissions';
import { noticeButtonRules, noticeScreenMessages as messages } from './notice-messages';
import { noticeScreenPaths } from './notice-paths';
import { NoticeTable } from './notice-table';

/**
 * `/admin/notices` (issue 20): the platform notices with their state, and New notice for a user
 * who may publish one (for others it is disabled and says why).
 */
export function NoticeListScreen() {
  const { ready, reasons } = useActionReasons(noticeButtonRules);
  const source = useListSource(useListAdminNoticesQuery());
  return (
    <ConsolePage
      title={messages.listTitle}
      description={messages.listDescription}
      actions={
        <ButtonWithReason
          to={noticeScreenPaths.new}
          colorPalette="brand"
          disabled={!ready}
          disabledReason={reasons.create}
          reasonAlign="end"
        >
          {messages.newNotice}
        </ButtonWithReason>
      }
    >
      <NoticeTable source={source} />
    </ConsolePage>
  );
}
