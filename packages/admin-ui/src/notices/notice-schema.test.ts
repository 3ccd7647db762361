import { noticeInputSchema, noticeLimits } from '@parley/api-contract';
import { schemaParityMismatches } from '@parley/app-shell';
import { describe, expect, it } from 'vitest';
import { noticeFormSchema } from './notice-schema';

// ISO date-times with an offset: what both sides take (the form reads them as the inputs' values).
const valid = {
  text: 'Maintenance tonight',
  severity: 'warning',
  brandKey: null,
  startsAt: '2026-12-01T08:00:00.000Z',
  endsAt: '2026-12-02T08:00:00.000Z',
};

describe('noticeFormSchema', () => {
  it('refuses bad notices in the same words as the contract (noticeInputSchema)', async () => {
    const inputs = [
      valid,
      { ...valid, brandKey: 'harbour' },
      { ...valid, text: '  ' },
      { ...valid, text: 't'.repeat(noticeLimits.textMaxLength + 1) },
      { ...valid, endsAt: valid.startsAt },
      { ...valid, startsAt: '2026-12-03T08:00:00.000Z' },
    ];
    expect(
      await schemaParityMismatches({
        formSchema: noticeFormSchema,
        contractSchema: noticeInputSchema,
        inputs,
      }),
    ).toEqual([]);
  });
});
