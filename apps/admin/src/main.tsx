import { AppErrorBoundary } from '@parley/chat-ui';
import { BrandProvider } from '@parley/theme-brands';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { ADMIN_BASENAME, AdminRoutes, reportRenderError } from './routes';
import { store } from './store';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');

createRoot(container).render(
  <StrictMode>
    <Provider store={store}>
      <BrandProvider>
        <AppErrorBoundary onError={reportRenderError}>
          <BrowserRouter basename={ADMIN_BASENAME}>
            <AdminRoutes />
          </BrowserRouter>
        </AppErrorBoundary>
      </BrandProvider>
    </Provider>
  </StrictMode>,
);
