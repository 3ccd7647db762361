import { createBrowserRouter } from 'react-router';
import { ADMIN_BASENAME, routes } from './routes';

export const router = createBrowserRouter(routes, { basename: ADMIN_BASENAME });
