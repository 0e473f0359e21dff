import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { appTexts } from './app/texts';
import { getConfig, loadConfig } from './config/env';
import { startServiceWorker } from './features/pwa/register-service-worker';
import { configureTexts, initLanguage } from './i18n/i18n';
import { followOtherTabs, restoreStoresOnStart } from './stores/restore-on-start';
import './styles/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The runtime configuration decides the API and socket origins, a Hindi reader's texts and
// a stored session must be there for the first render, so all three load first. No top-level
// await: the chunks loaded here import this entry's modules (the stores), and an entry still
// evaluating would never let them finish.
configureTexts(appTexts);
void Promise.all([loadConfig(), initLanguage(), restoreStoresOnStart()]).then(() => {
  followOtherTabs();
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  // After the first render: the worker's registration code is its own chunk.
  void startServiceWorker(getConfig().serviceWorker).catch((error: unknown) =>
    console.warn('[pwa] the service worker could not be started', error),
  );
});
