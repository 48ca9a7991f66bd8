import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { analyticsQueue } from './analytics/analytics-queue';
import { createQueryClient } from './api/query-client';
import { AppProviders } from './app-providers';
import { appRoutes } from './app-routes';
import './styles/global.css';

const router = createBrowserRouter(appRoutes);
const queryClient = createQueryClient();
analyticsQueue.start();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
