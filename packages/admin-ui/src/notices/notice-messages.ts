import { actions, noticeLimits } from '@parley/api-contract';
import type { NoticeSeverity, NoticeState } from '@parley/api-contract';
import { formActionsMessages } from '@parley/app-shell';
import { menuItemTitle, needsAction } from '../console/console-messages';
import type { ActionRule } from '../console/use-permissions';

const NOTICES_MENU_PATH = '/admin/notices';

/** The words the notice screens show, in one place for the screens, their tests and the journeys. */
export const noticeScreenMessages = {
  menuPath: NOTICES_MENU_PATH,
  /** The menu item's title: the list's heading says what the menu said. */
  listTitle: menuItemTitle(NOTICES_MENU_PATH),
  listDescription:
    'Notices show above the conversation in the chat, from their start until their end, until each user dismisses them.',
  listLabel: 'Notices',
  listEmpty: 'No notices yet.',
  listLoadFailed: 'The notices could not be loaded',
  newNotice: 'New notice',
  newTitle: 'New notice',
  newDescription: 'What every user of a brand, or of all brands, reads in the chat, and when.',
  editTitle: 'Edit notice',
  editDescription: 'What it says, where and when it shows.',
  columnText: 'Text',
  columnBrand: 'Brand',
  columnStart: 'Start',
  columnEnd: 'End',
  columnState: 'State',
  allBrands: 'All brands',
  stateLabels: {
    Scheduled: 'Scheduled',
    Current: 'Current',
    Ended: 'Ended',
  } satisfies Record<NoticeState, string>,

  textLabel: 'Text',
  characterCount: (count: number) => `${count} of ${noticeLimits.textMaxLength} characters`,
  severityLabel: 'Severity',
  severityLabels: { info: 'Information', warning: 'Warning' } satisfies Record<
    NoticeSeverity,
    string
  >,
  brandLabel: 'Brand',
  brandHelp: "Only on this brand's host names; on every brand when none is chosen.",
  brandsLoadFailed: 'The brands could not be loaded',
  startLabel: 'Start',
  endLabel: 'End',
  timeZoneHelp: (timeZone: string) => `In your time zone (${timeZone}).`,

  save: formActionsMessages.save,
  cancel: formActionsMessages.cancel,
  deleteNotice: 'Delete',
  deleteHeading: 'Withdraw notice?',
  published: 'Notice published',
  saved: 'Notice saved',
  withdrawn: 'Notice withdrawn',
  saveFailed: 'The notice could not be saved',
  deleteFailed: 'The notice could not be withdrawn',
  loadFailed: 'The notice could not be loaded',
  backToList: 'Back to the notices',
  /** Why a button is disabled for a user whose roles lack the action it needs. */
  needs: needsAction,
} as const;

/** The notice screens' buttons and the actions they need (the server's access rules). */
export const noticeButtonRules = {
  create: { anyOf: actions.InstanceSettingsWrite, to: 'publish notices' },
  write: { anyOf: actions.InstanceSettingsWrite, to: 'change notices' },
  delete: { anyOf: actions.InstanceSettingsWrite, to: 'withdraw notices' },
} as const satisfies Record<string, ActionRule>;
