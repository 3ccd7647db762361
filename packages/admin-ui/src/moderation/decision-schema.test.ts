import { moderationDecisionInputSchema, moderationMessages } from '@parley/api-contract';
import { schemaParityMismatches } from '@parley/app-shell';
import { describe, expect, it } from 'vitest';
import { decisionFormSchema } from './decision-schema';

describe('decisionFormSchema', () => {
  it('refuses missing notes and notes over 500 characters in the same words as the contract', async () => {
    const decision = { agentModerationAction: 'BanAgent', userModerationAction: 'TakeNoAction' };
    const inputs = [
      '',
      '   ',
      'Fine.',
      'x'.repeat(500),
      'x'.repeat(501),
      ` ${'x'.repeat(500)} `,
    ].map((moderationNotes) => ({ ...decision, moderationNotes }));
    expect(
      await schemaParityMismatches({
        formSchema: decisionFormSchema,
        contractSchema: moderationDecisionInputSchema,
        inputs,
      }),
    ).toEqual([]);
  });

  it("requires both actions with section 5's messages, and a note", async () => {
    const errors = await decisionFormSchema
      .validate({ moderationNotes: '' }, { abortEarly: false })
      .then(
        () => [],
        (error: { errors: string[] }) => error.errors,
      );
    expect(errors).toEqual([
      moderationMessages.agentActionRequired,
      moderationMessages.creatorActionRequired,
      moderationMessages.notesRequired,
    ]);
  });
});
