import {
  dataSourceLimits,
  dataSourceMessages,
  defaultLibraryIndexSettings,
  libraryLanguages,
} from '@parley/api-contract';
import type { DataSourceInput, DataSourceView, EndpointsType } from '@parley/api-contract';
import { mixed, number, object, string } from 'yup';
import type { InferType } from 'yup';

/*
 * The library form's rules, in the contract's words and limits (`admin-data-sources.ts`, which the
 * server applies); the schema test checks them against the contract's schema.
 */
export const dataSourceFormSchema = object({
  name: string()
    .trim()
    .required(dataSourceMessages.nameRequired)
    .max(
      dataSourceLimits.nameMaxLength,
      dataSourceMessages.tooLong(dataSourceLimits.nameMaxLength),
    ),
  // Formik hands an empty text to yup as undefined; an empty description is allowed.
  description: string()
    .trim()
    .default('')
    .max(
      dataSourceLimits.descriptionMaxLength,
      dataSourceMessages.tooLong(dataSourceLimits.descriptionMaxLength),
    ),
  endpointsType: mixed<EndpointsType>().oneOf(['Default', 'Explicit']).defined(),
  embeddingDeploymentName: string()
    .default('')
    .when('endpointsType', {
      is: 'Explicit',
      then: (schema) => schema.required(dataSourceMessages.embeddingRequired),
    }),
  chunkSize: number()
    .typeError(dataSourceMessages.chunkSizeRange)
    .required(dataSourceMessages.chunkSizeRange)
    .integer(dataSourceMessages.chunkSizeRange)
    .min(dataSourceLimits.chunkSizeMin, dataSourceMessages.chunkSizeRange)
    .max(dataSourceLimits.chunkSizeMax, dataSourceMessages.chunkSizeRange),
  chunkOverlap: number()
    .typeError(dataSourceMessages.chunkOverlapRange)
    .required(dataSourceMessages.chunkOverlapRange)
    .integer(dataSourceMessages.chunkOverlapRange)
    .min(0, dataSourceMessages.chunkOverlapRange)
    .test(
      'half-chunk',
      dataSourceMessages.chunkOverlapRange,
      (overlap, context) =>
        overlap === undefined ||
        typeof context.parent.chunkSize !== 'number' ||
        overlap <= context.parent.chunkSize / 2,
    ),
  language: mixed<(typeof libraryLanguages)[number]>().oneOf(libraryLanguages).defined(),
});

export type DataSourceFormValues = InferType<typeof dataSourceFormSchema>;

/** The form's values for a stored library, or a new one on the endpoints chosen. */
export function dataSourceFormOf(
  view: DataSourceView | undefined,
  endpointsType: EndpointsType,
): DataSourceFormValues {
  const settings = view?.indexSettings ?? defaultLibraryIndexSettings;
  return {
    name: view?.name ?? '',
    description: view?.description ?? '',
    endpointsType,
    embeddingDeploymentName: view?.embeddingDeploymentName ?? '',
    chunkSize: settings.chunkSize,
    chunkOverlap: settings.chunkOverlap,
    language: settings.language,
  };
}

/** What the server takes of the form: trimmed; default endpoints name no deployment. */
export function dataSourceInputOf(values: DataSourceFormValues): DataSourceInput {
  const cast = dataSourceFormSchema.cast(values);
  return {
    name: cast.name,
    description: cast.description,
    indexSettings: {
      chunkSize: cast.chunkSize,
      chunkOverlap: cast.chunkOverlap,
      language: cast.language,
    },
    embeddingDeploymentName:
      cast.endpointsType === 'Explicit' ? cast.embeddingDeploymentName || null : null,
  };
}
