import { resourcePaths } from '../console/console-paths';

const connections = resourcePaths('/connection');

/** The connection screens' addresses, relative to the console's basename (/admin). */
export const connectionConsolePaths = {
  ...connections,
  /** A new connection of the provider (admin-spec section 2: query parameter providerType). */
  newOf: (providerType: string) =>
    `${connections.new}?providerType=${encodeURIComponent(providerType)}`,
} as const;
