import { AppErrorBoundary, watchWindowErrors } from '@parley/app-shell';
import {
  BrandProvider,
  LANGUAGE_STORAGE_KEY,
  localSettingsStorage,
  visitorLanguageCode,
} from '@parley/theme-brands';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { connectToEmbedder } from './embedder-bridge';
import { PublicChatApp } from './public-chat-app';
import { reportError } from './report-error';
import { store } from './store';

watchWindowErrors(window, reportError);

// A visitor has no settings: the language chosen in the chat app on this origin, else the browser's.
const languageCode = visitorLanguageCode(
  localSettingsStorage().getItem(LANGUAGE_STORAGE_KEY),
  navigator.languages,
);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');

createRoot(container).render(
  <StrictMode>
    <Provider store={store}>
      <BrandProvider languageCode={languageCode}>
        {/* A screen that fails to render shows the generic error screen, never a blank frame. */}
        <AppErrorBoundary onError={reportError}>
          <PublicChatApp pathname={window.location.pathname} />
        </AppErrorBoundary>
      </BrandProvider>
    </Provider>
  </StrictMode>,
);

connectToEmbedder(store);
