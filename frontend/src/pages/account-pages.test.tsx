import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../app-providers';
import { appRoutes } from '../app-routes';
import { AUTH_TOKEN_STORAGE_KEY, resetSessionForTests } from '../features/auth/session-store';
import { jsonResponse, makeUser, routeFetch, sessionBody } from '../features/auth/test/auth-fixtures';
import { createTestQueryClient } from '../test/render-with-app';

function renderApp(path: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  render(
    <AppProviders queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

// Whole-app renders with lazy pages: slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const signedOut = { 'POST /api/auth/refresh': () => jsonResponse({ message: 'Your session has expired. Please log in again.' }, 401) };

beforeEach(() => {
  resetSessionForTests();
});

describe('register form', () => {
  it('shows each problem inline, tied to its field, focuses the first one and sends nothing', async () => {
    const mock = routeFetch(signedOut);
    const user = userEvent.setup();
    renderApp('/register');
    await user.click(await screen.findByRole('button', { name: 'Create account' }, { timeout: 5000 }));

    const name = screen.getByLabelText('Your name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Please enter your name');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'At least 10 characters, with a letter and a number. Password is required',
    );
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('Please confirm your password');
    await waitFor(() => expect(name).toHaveFocus());

    await user.type(name, 'Jo');
    await user.type(screen.getByLabelText('Email'), 'jo@example');
    await user.type(screen.getByLabelText('Password'), 'onlyletters');
    await user.type(screen.getByLabelText('Confirm password'), 'different');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(screen.getByText('Password must be at least 10 characters and include a letter and a number')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(mock.mock.calls.some(([url]) => String(url) === '/api/auth/register')).toBe(false);
  });

  it("shows the API's message when the email is taken", async () => {
    routeFetch({ ...signedOut, 'POST /api/auth/register': () => jsonResponse({ message: 'An account with this email already exists' }, 409) });
    const user = userEvent.setup();
    renderApp('/register');
    await user.type(await screen.findByLabelText('Your name', {}, { timeout: 5000 }), 'Jo Parent');
    await user.type(screen.getByLabelText('Email'), 'jo@example.com');
    await user.type(screen.getByLabelText('Password'), 'sunny-day-42');
    await user.type(screen.getByLabelText('Confirm password'), 'sunny-day-42');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await within(screen.getByRole('form', { name: 'Create an account' })).findByRole('alert')).toHaveTextContent(
      'An account with this email already exists',
    );
  });
});

describe('login', () => {
  it('sends one request however often the button is pressed and shows the error', async () => {
    let release!: () => void;
    const mock = routeFetch({
      ...signedOut,
      'POST /api/auth/login': () =>
        new Promise<Response>((resolve) => {
          release = () => resolve(jsonResponse({ message: 'Invalid email or password' }, 401));
        }),
    });
    const user = userEvent.setup();
    renderApp('/login');
    await user.type(await screen.findByLabelText('Email', {}, { timeout: 5000 }), 'jo@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password-1');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const busy = screen.getByRole('button', { name: 'Logging in…' });
    expect(busy).toBeDisabled();
    await user.click(busy);
    expect(mock.mock.calls.filter(([url]) => String(url) === '/api/auth/login')).toHaveLength(1);
    release();
    const alert = await within(screen.getByRole('form', { name: 'Log in' })).findByRole('alert');
    expect(alert).toHaveTextContent('Invalid email or password');
    await waitFor(() => expect(alert).toHaveFocus());
  });

  it('asks for the two-factor code, then goes back to the page that needed a login', async () => {
    const mock = routeFetch({
      ...signedOut,
      'POST /api/auth/login': () => jsonResponse({ data: { requiresTwoFactor: true, twoFactorToken: 'challenge-1', expiresIn: 300 } }),
      'POST /api/auth/login/2fa': () => jsonResponse(sessionBody('tok', makeUser())),
      'GET /api/favorites': () => jsonResponse({ items: [] }),
    });
    const user = userEvent.setup();
    const router = renderApp('/login?next=%2Fpreferences');
    await user.type(await screen.findByLabelText('Email', {}, { timeout: 5000 }), 'jo@example.com');
    await user.type(screen.getByLabelText('Password'), 'sunny-day-42');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    const code = await screen.findByLabelText('Authentication code');
    await waitFor(() => expect(code).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Verify and log in' }));
    expect(code).toHaveAccessibleDescription(/Enter the code from your authenticator app or a recovery code/);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and log in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/preferences'), { timeout: 5000 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Preferences' }, { timeout: 5000 })).toBeInTheDocument();
    const twoFactorCall = mock.mock.calls.find(([url]) => String(url) === '/api/auth/login/2fa');
    expect(JSON.parse(String(twoFactorCall?.[1]?.body))).toEqual({ twoFactorToken: 'challenge-1', code: '123456' });
    expect(localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBe('tok');
  });
});

describe('guards', () => {
  it('sends a visitor from /admin to the login page and back to /admin after logging in as an admin', async () => {
    routeFetch({
      ...signedOut,
      'POST /api/auth/login': () => jsonResponse(sessionBody('tok', makeUser({ role: 'admin', roles: ['admin'] }))),
      'GET /api/favorites': () => jsonResponse({ items: [] }),
    });
    const user = userEvent.setup();
    const router = renderApp('/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?next=%2Fadmin');
    await user.type(await screen.findByLabelText('Email', {}, { timeout: 5000 }), 'boss@example.com');
    await user.type(screen.getByLabelText('Password'), 'sunny-day-42');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' }, { timeout: 5000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('sends a signed-in user without the admin role to /unauthorized', async () => {
    localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'tok');
    routeFetch({
      'GET /api/auth/verify': () => jsonResponse({ data: { user: makeUser({ role: 'editor', roles: ['editor'] }) } }),
      'GET /api/favorites': () => jsonResponse({ items: [] }),
    });
    const router = renderApp('/admin/users');
    expect(await screen.findByRole('heading', { level: 1, name: 'Access denied' }, { timeout: 5000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/unauthorized');
  });

  it('shows the signed-in user in the header menu with the favourites badge, and logs out', async () => {
    localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'tok');
    const saved = { id: '9a1b2c3d-0000-4000-8000-000000000001', activityId: '11111111-1111-4111-8111-111111111111', createdAt: '2026-11-21T00:00:00Z', notes: null, activity: null };
    const mock = routeFetch({
      'GET /api/auth/verify': () => jsonResponse({ data: { user: makeUser({ fullName: '', email: 'sam.smith@example.com' }) } }),
      'GET /api/favorites': () => jsonResponse({ items: [saved, { ...saved, id: '9a1b2c3d-0000-4000-8000-000000000002', activityId: '22222222-2222-4222-8222-222222222222' }] }),
      'POST /api/auth/logout': () => new Response(null, { status: 204 }),
    });
    const user = userEvent.setup();
    const router = renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, sam.smith!' }, { timeout: 5000 })).toBeInTheDocument();
    const trigger = screen.getByRole('button', { name: 'sam.smith' });
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('link', { name: /^Favorites\s*2\s*saved$/ })).toHaveAttribute('href', '/favorites');
    expect(screen.getByText('sam.smith@example.com')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBeNull();
    expect(mock.mock.calls.some(([url]) => String(url) === '/api/auth/logout')).toBe(true);
  });
});

describe('preferences', () => {
  it('saves kids mode to the account and switches the site to kids mode at once', async () => {
    localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'tok');
    localStorage.removeItem('kidsMode');
    document.body.classList.remove('kids-mode');
    const mock = routeFetch({
      ...signedOut,
      'GET /api/auth/verify': () => jsonResponse({ data: { user: makeUser() } }),
      'GET /api/favorites': () => jsonResponse({ items: [] }),
      'PATCH /api/auth/preferences': () => jsonResponse({ data: { user: makeUser({ preferences: { kidsMode: true, theme: 'system' } }) } }),
    });
    const user = userEvent.setup();
    renderApp('/preferences');
    await user.click(await screen.findByLabelText('Kids mode (larger, playful font)', {}, { timeout: 5000 }));
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));

    await waitFor(() => expect(document.body).toHaveClass('kids-mode'));
    expect(localStorage.getItem('kidsMode')).toBe('true');
    const saved = mock.mock.calls.find(([url, init]) => String(url) === '/api/auth/preferences' && init?.method === 'PATCH');
    expect(JSON.parse(String(saved?.[1]?.body)).preferences).toMatchObject({ kidsMode: true });
  });
});
