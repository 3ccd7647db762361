import { createBrowserRouter } from 'react-router';
import { PUBLIC_CHAT_BASENAME, routes } from './routes';

export const router = createBrowserRouter(routes, { basename: PUBLIC_CHAT_BASENAME });
