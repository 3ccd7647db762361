import { AppErrorBoundary } from '@parley/chat-ui';
import { BrandProvider } from '@parley/theme-brands';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { router } from './router';
import { reportRenderError } from './routes';
import { store } from './store';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');

createRoot(container).render(
  <StrictMode>
    <Provider store={store}>
      <BrandProvider>
        <AppErrorBoundary onError={reportRenderError}>
          <RouterProvider router={router} />
        </AppErrorBoundary>
      </BrandProvider>
    </Provider>
  </StrictMode>,
);
