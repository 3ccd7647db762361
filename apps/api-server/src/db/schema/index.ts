/**
 * The database schema, one file per area; drizzle-kit reads this folder to write migrations.
 */
export * from './instance';
export * from './identity';
export * from './guidelines';
export * from './agents';
export * from './public-chat';
export * from './conversations';
export * from './administration';
export * from './uploads';
export * from './knowledge';
export * from './connections';
export * from './server-instances';
export * from './rate-limits';
export * from './identity-provider';
export * from './moderation';
export * from './notices';
export * from './error-reports';
