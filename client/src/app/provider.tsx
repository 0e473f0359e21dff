import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AppErrorBoundary } from '@/components/errors/app-error-boundary';
import { Toaster } from '@/components/ui/toaster';
import { getConfig } from '@/config/env';
import { queryClient } from '@/lib/query-client';
import { useBlockDevtools } from '@/lib/use-block-devtools';

/** Everything around the router: error boundary, query client, toasts, the devtools block. */
export function AppProvider({ children }: { children: ReactNode }) {
  useBlockDevtools(getConfig().blockDevtools);
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        {children}
        <Toaster />
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}
