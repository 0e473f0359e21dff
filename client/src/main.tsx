import './config/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadConfig } from './config/env';
import { initLanguage } from './i18n/i18n';
import './styles/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The runtime configuration decides the API and socket origins, and a Hindi reader's texts
// must be there for the first render, so both load first.
await Promise.all([loadConfig(), initLanguage()]);

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
