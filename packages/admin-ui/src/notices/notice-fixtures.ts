import type { AdminBrandList, AdminNotice } from '@parley/api-contract';

// Notices and brands as the server answers them, for the notice screens' tests and stories.

export function sampleNotice(changes: Partial<AdminNotice> = {}): AdminNotice {
  return {
    noticeId: 'notice-maintenance',
    text: 'Maintenance tonight from 22:00: answers may stop for ten minutes.',
    severity: 'warning',
    brandKey: null,
    startsAt: '2026-03-14T09:30:00.000Z',
    endsAt: '2026-03-15T09:30:00.000Z',
    state: 'Current',
    createdBy: 'admin@parley.local',
    createdAt: '2026-03-14T09:00:00.000Z',
    updatedAt: '2026-03-14T09:00:00.000Z',
    ...changes,
  };
}

export const sampleNotices: AdminNotice[] = [
  sampleNotice({
    noticeId: 'notice-holiday',
    text: 'The help desk is closed on Friday.',
    severity: 'info',
    brandKey: 'harbour',
    startsAt: '2026-04-01T08:00:00.000Z',
    endsAt: '2026-04-03T18:00:00.000Z',
    state: 'Scheduled',
  }),
  sampleNotice(),
  sampleNotice({
    noticeId: 'notice-welcome',
    text: 'Welcome to Parley.',
    severity: 'info',
    startsAt: '2026-01-05T09:00:00.000Z',
    endsAt: '2026-01-12T09:00:00.000Z',
    state: 'Ended',
  }),
];

const brand = (brandKey: string, isInstanceDefault = false): AdminBrandList['items'][number] => ({
  brandKey,
  name: null,
  primary: '#0B5394',
  menu: '#102030',
  navigationLogoFileName: null,
  hostNames: [],
  isInstanceDefault,
});

export const sampleBrandList: AdminBrandList = {
  items: [brand('default', true), brand('harbour')],
};
