import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBackend } from './api.js';
import { App } from './components/app.js';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
createRoot(root).render(
  <StrictMode>
    <App backend={createBackend()} storage={globalThis.localStorage} />
  </StrictMode>,
);
