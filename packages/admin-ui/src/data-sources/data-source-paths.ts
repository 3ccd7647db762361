import type { DataSourceTypeName, EndpointsType } from '@parley/api-contract';
import { resourcePaths } from '../console/console-paths';

const dataSources = resourcePaths('/datasource');
const encode = encodeURIComponent;

/** The data-source screens' addresses, relative to the console's basename (/admin). */
export const dataSourceConsolePaths = {
  ...dataSources,
  newTyped: (dataSourceType: DataSourceTypeName, endpointsType: EndpointsType) =>
    `${dataSources.list}/${encode(dataSourceType)}/${encode(endpointsType)}/new`,
  editTyped: (
    dataSourceType: DataSourceTypeName,
    endpointsType: EndpointsType,
    dataSourceId: string,
  ) =>
    `${dataSources.list}/${encode(dataSourceType)}/${encode(endpointsType)}/${encode(dataSourceId)}/edit`,
} as const;
