import {
  useCreateNoticeMutation,
  useDeleteNoticeMutation,
  useGetNoticeQuery,
  useListAdminBrandsQuery,
  useUpdateNoticeMutation,
} from '@parley/api-client/admin';
import type { AdminNotice, NoticeInput } from '@parley/api-contract';
import { discardingUnsavedChanges, LoadFailedState, LoadingState, notify } from '@parley/app-shell';
import type { SelectOption } from '@parley/app-shell';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ConsolePage } from '../console/console-page';
import { useActionReasons } from '../console/use-permissions';
import { NoticeForm } from './notice-form';
import { toLocalInput } from './notice-local-time';
import { noticeButtonRules, noticeScreenMessages as messages } from './notice-messages';
import { noticeScreenPaths } from './notice-paths';
import type { NoticeFormValues } from './notice-schema';

const DAY_MS = 24 * 60 * 60 * 1000;

function formValuesOf(notice: AdminNotice | undefined): NoticeFormValues {
  // A new notice starts now and ends a day later; "All brands" is the empty choice.
  const now = new Date();
  return {
    text: notice?.text ?? '',
    severity: notice?.severity ?? 'info',
    brandKey: notice?.brandKey ?? '',
    startsAt: toLocalInput(notice?.startsAt ?? now.toISOString()),
    endsAt: toLocalInput(notice?.endsAt ?? new Date(now.getTime() + DAY_MS).toISOString()),
  };
}

/** The brands to choose from, with the notice's own while the list loads or if it failed. */
function brandOptions(listed: readonly string[] | undefined, own: string | null): SelectOption[] {
  const keys = new Set([...(listed ?? []), ...(own ? [own] : [])]);
  return [...keys].map((key) => ({ value: key, label: key }));
}

/** The form with the brands and the calls that publish, save and withdraw. */
function NoticeEditor({ notice }: { notice: AdminNotice | undefined }) {
  const navigate = useNavigate();
  const { reasons } = useActionReasons(noticeButtonRules);
  const brands = useListAdminBrandsQuery();
  const [createNotice] = useCreateNoticeMutation();
  const [updateNotice] = useUpdateNoticeMutation();
  const [deleteNotice] = useDeleteNoticeMutation();
  const backToList = () => void navigate(noticeScreenPaths.list);
  const initialValues = useMemo(() => formValuesOf(notice), [notice]);

  const save = async (input: NoticeInput) => {
    if (notice) {
      await updateNotice({ noticeId: notice.noticeId, input }).unwrap();
      notify.success(messages.saved);
    } else {
      await createNotice(input).unwrap();
      notify.success(messages.published);
    }
    backToList();
  };

  const remove = notice
    ? async () => {
        await deleteNotice(notice.noticeId).unwrap();
        notify.success(messages.withdrawn);
        // The notice is gone: its form's unsaved changes go with it, without asking.
        void navigate(noticeScreenPaths.list, discardingUnsavedChanges);
      }
    : undefined;

  return (
    <NoticeForm
      initialValues={initialValues}
      brands={brandOptions(
        brands.data?.items.map((brand) => brand.brandKey),
        notice?.brandKey ?? null,
      )}
      onSubmit={save}
      onCancel={backToList}
      onDelete={remove}
      readOnlyReason={notice ? reasons.write : reasons.create}
      deleteReason={reasons.delete}
    />
  );
}

/**
 * `/admin/notices/new` and `/admin/notices/{noticeId}/edit` (issue 20): a notice's form; after a
 * publish, a save or a withdrawal, a toast and back to the list.
 */
export function NoticeEditScreen() {
  const { noticeId } = useParams<{ noticeId: string }>();
  const editing = noticeId !== undefined;
  const notice = useGetNoticeQuery(noticeId ?? skipToken);

  let body;
  if (!editing) {
    body = <NoticeEditor notice={undefined} />;
  } else if (notice.data) {
    body = <NoticeEditor key={notice.data.noticeId} notice={notice.data} />;
  } else if (notice.isError) {
    body = (
      <LoadFailedState
        title={messages.loadFailed}
        error={notice.error}
        onRetry={() => void notice.refetch()}
        back={{ to: noticeScreenPaths.list, label: messages.backToList }}
      />
    );
  } else {
    body = <LoadingState label="Loading" />;
  }

  return (
    <ConsolePage
      title={editing ? messages.editTitle : messages.newTitle}
      description={editing ? messages.editDescription : messages.newDescription}
    >
      {body}
    </ConsolePage>
  );
}
