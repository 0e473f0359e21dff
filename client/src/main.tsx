import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadConfig } from './config/env';
import { useLanguageStore } from './i18n/i18n';
import './styles/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

document.documentElement.lang = useLanguageStore.getState().language;

// The runtime configuration decides the API and socket origins, so it loads first.
await loadConfig();

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
