import { resourcePaths } from '../console/console-paths';

/**
 * The Users screens' addresses inside the console (the router's basename is /admin, so `/user`
 * opens /admin/user); admin-spec section 2.
 */
export const userPaths = {
  ...resourcePaths('/user'),
  cards: '/user/cards',
  account: '/user/account',
  profile: (userId: string) => `/user/${encodeURIComponent(userId)}/profile`,
} as const;
