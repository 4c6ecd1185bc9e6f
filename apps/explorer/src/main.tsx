import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBackend } from './api.js';
import { App } from './components/app.js';
import { PageKey } from './core/page-key.js';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
const storage = globalThis.localStorage;
const key = new PageKey(storage);
key.takeFromAddress(window);
// The printed address of a new start pasted into this tab changes only the fragment, which loads nothing: load the
// app again, which takes the new key from the address.
window.addEventListener('hashchange', () => {
  if (PageKey.inAddress(window.location.hash)) window.location.reload();
});
createRoot(root).render(
  <StrictMode>
    <App backend={createBackend(undefined, key)} storage={storage} />
  </StrictMode>,
);
