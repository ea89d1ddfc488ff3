/// <reference types="vite/client" />
import './styles.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Toaster } from 'sonner';
import { App } from './app';
import { OfflineIndicator } from './components/pwa/offline-indicator';
import { UpdatePrompt } from './components/pwa/update-prompt';
import { captureInstallPrompt } from './lib/pwa/install-event';
import { queryClient } from './lib/query-client';

// The browser's install prompt may fire before React renders: keep it for the install banner.
captureInstallPrompt();

// Spec section 8: unhandled rejections and uncaught errors are logged, not surfaced.
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
      <Toaster
        theme="dark"
        position="bottom-center"
        visibleToasts={1}
        // At the bottom, above the 64 px bottom navigation and the readers' page controls, so a toast
        // never covers a screen's heading or the first lines of a chapter (issue 11 section 5).
        offset={{ bottom: 88 }}
        mobileOffset={{ bottom: 88 }}
        toastOptions={{ style: { maxWidth: 420 } }}
      />
    </QueryClientProvider>
  </StrictMode>,
);
