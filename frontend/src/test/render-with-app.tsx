import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders } from '../app-providers';

export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

interface RenderOptions {
  /** Where the memory router starts, e.g. '/activities?type=park'. */
  route?: string;
  /** Route pattern the element is mounted at; defaults to the route's path. */
  path?: string;
  extraRoutes?: RouteObject[];
}

/** Renders `ui` inside the app's providers and a memory router; returns the router to inspect the URL. */
export function renderWithApp(ui: ReactElement, options: RenderOptions = {}) {
  const route = options.route ?? '/';
  const path = options.path ?? route.split('?')[0] ?? '/';
  const router = createMemoryRouter([{ path, element: ui }, ...(options.extraRoutes ?? [])], {
    initialEntries: [route],
  });
  const queryClient = createTestQueryClient();
  const result = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, queryClient };
}
