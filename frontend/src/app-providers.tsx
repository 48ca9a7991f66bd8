import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { TOAST_DURATION_MS } from './constants/activity-constants';
import { AccountEffects } from './features/auth/account-effects';

// Toasts only follow user actions on lazily loaded screens, so sonner stays out of the first chunk.
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/** Everything the screens expect around them; tests wrap components in the same providers. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {/* Signed-in side effects (favourites merge and sync, clearing a signed-out user's cached data); idle when signed out. */}
      <AccountEffects />
      {children}
      <Suspense fallback={null}>
        {/* Top-centre stays clear of thumbs and of the on-screen keyboard on phones. */}
        <Toaster position="top-center" duration={TOAST_DURATION_MS} closeButton richColors />
      </Suspense>
    </QueryClientProvider>
  );
}
