/** The control room's entry (control.html): never imported by the player app. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../config/zod';
import '../styles/global.css';
import { ControlApp } from './components/control-app';

const root = document.getElementById('root');
if (!root) throw new Error('control.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <ControlApp />
  </StrictMode>,
);
