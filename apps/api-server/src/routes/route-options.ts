import type { AppContext } from '../app-context';

/** What every route plugin receives: the services holder (ready once the database is). */
export interface RouteOptions {
  context: AppContext;
}
