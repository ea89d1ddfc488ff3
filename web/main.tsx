/// <reference types="vite/client" />
import './styles.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { OfflineIndicator } from './components/pwa/offline-indicator';
import { UpdatePrompt } from './components/pwa/update-prompt';
import { ToastHost } from './components/toast-host';
import { captureInstallPrompt } from './lib/pwa/install-event';
import { queryClient } from './lib/query-client';

// The browser's install prompt may fire before React renders: keep it for the install banner.
captureInstallPrompt();

// docs/reference/texts.md#errors: unhandled rejections and uncaught errors are logged, not surfaced.
window.addEventListener('unhandledrejection', (event) => {
  console.error(event.reason);
  event.preventDefault();
});

const root = document.getElementById('root');
if (!root) throw new Error('#root missing');
createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <App />
      <OfflineIndicator />
      <UpdatePrompt />
      <ToastHost />
    </QueryClientProvider>
  </StrictMode>,
);
