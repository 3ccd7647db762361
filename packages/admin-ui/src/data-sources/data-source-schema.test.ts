import { dataSourceInputSchema, dataSourceLimits, dataSourceMessages } from '@parley/api-contract';
import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { dataSourceFormOf, dataSourceFormSchema, dataSourceInputOf } from './data-source-schema';
import type { DataSourceFormValues } from './data-source-schema';

const valid = { ...dataSourceFormOf(undefined, 'Default'), name: 'Staff handbook' };
const tooLong = (limit: number) => 'x'.repeat(limit + 1);

/** The form's messages for `values`, and the contract's for what the form would send. */
async function messagesOf(values: DataSourceFormValues) {
  const form = await dataSourceFormSchema
    .validate(values, { abortEarly: false })
    .then(() => [])
    .catch((error: unknown) => (error instanceof ValidationError ? error.errors : [String(error)]));
  const contract = dataSourceInputSchema.safeParse(dataSourceInputOf(values));
  return {
    form: [...new Set(form)].sort(),
    contract: [...new Set(contract.error?.issues.map((issue) => issue.message) ?? [])].sort(),
  };
}

describe('library form', () => {
  it.each([
    ['valid settings', valid],
    ['a blank name', { ...valid, name: '   ' }],
    ['a long name', { ...valid, name: tooLong(dataSourceLimits.nameMaxLength) }],
    [
      'a long description',
      { ...valid, description: tooLong(dataSourceLimits.descriptionMaxLength) },
    ],
    ['a small chunk', { ...valid, chunkSize: dataSourceLimits.chunkSizeMin - 1 }],
    ['a large chunk', { ...valid, chunkSize: dataSourceLimits.chunkSizeMax + 1 }],
    ['a fractional chunk', { ...valid, chunkSize: 1200.5 }],
    ['a negative overlap', { ...valid, chunkOverlap: -1 }],
    ['an overlap over half the chunk', { ...valid, chunkSize: 1000, chunkOverlap: 501 }],
  ])('refuses %s as the contract does, in its words', async (_case, values) => {
    const { form, contract } = await messagesOf(values);
    expect(form).toEqual(contract);
  });

  it('asks explicit endpoints for their deployment, and sends none on default endpoints', async () => {
    const explicit = { ...valid, endpointsType: 'Explicit' as const };
    await expect(dataSourceFormSchema.validate(explicit)).rejects.toThrow(
      dataSourceMessages.embeddingRequired,
    );
    expect(dataSourceInputOf({ ...explicit, embeddingDeploymentName: 'embeddings' })).toMatchObject(
      { embeddingDeploymentName: 'embeddings' },
    );
    expect(dataSourceInputOf({ ...valid, embeddingDeploymentName: 'embeddings' })).toMatchObject({
      embeddingDeploymentName: null,
    });
  });
});
