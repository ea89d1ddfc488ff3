/// <reference types="vite/client" />
import './lib/zod-setup';
import './styles.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Toaster } from 'sonner';
import { App } from './app';
import { queryClient } from './lib/query-client';

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
      <Toaster
        theme="dark"
        position="top-center"
        visibleToasts={1}
        // Below the 56 px screen and reader headers, so a toast never hides their buttons.
        offset={{ top: 64 }}
        mobileOffset={{ top: 64 }}
        toastOptions={{ style: { maxWidth: 420 } }}
      />
    </QueryClientProvider>
  </StrictMode>,
);
