/**
 * Path builders for every call, shared by the client's endpoints and the server's routes so the two
 * cannot drift. Client paths are relative to the origin's root; the server registers the same strings.
 */
export const API_PREFIX = '/api/internal';

export const paths = {
  health: () => `${API_PREFIX}/health`,
} as const;
