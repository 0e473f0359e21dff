import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { PwaOverlays } from '@/features/pwa/components/pwa-overlays';
import { registerNavigator } from '@/lib/navigation';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

export function App() {
  const [router] = useState(createAppRouter);
  // Non-React code (API client, socket handlers) navigates through the router.
  useEffect(() => registerNavigator((to, options) => void router.navigate(to, options)), [router]);
  return (
    <AppProvider>
      <RouterProvider router={router} />
      <PwaOverlays />
    </AppProvider>
  );
}
