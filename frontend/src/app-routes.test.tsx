import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from './app-providers';
import { appRoutes } from './app-routes';
import { createTestQueryClient } from './test/render-with-app';

function renderApp(path: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  render(
    <AppProviders queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

describe('app routes', () => {
  it('shows the 404 page for unknown paths', async () => {
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: '404 - Not Found' })).toBeInTheDocument();
    expect(screen.getByText('The page you are looking for does not exist.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  });

  it('renders the layout landmarks, skip link and nav around the home page', async () => {
    const user = userEvent.setup();
    const router = renderApp('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Kids Adventure Hub!' })).toBeInTheDocument();
    expect(screen.getByText(/Join Kara the koala/)).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main-content');

    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('link', { name: 'Explore activities' }));
    expect(router.state.location.pathname).toBe('/activities');
  });

  it('shows the offline banner when the browser is offline', () => {
    const original = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine');
    Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => false });
    try {
      renderApp('/');
      expect(screen.getByText('You are currently offline. Some features may be limited.')).toBeInTheDocument();
    } finally {
      if (original) Object.defineProperty(Navigator.prototype, 'onLine', original);
    }
  });
});
