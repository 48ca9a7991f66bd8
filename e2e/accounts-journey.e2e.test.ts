import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Client } from 'pg';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { BASE, blockInternet, launchBrowser } from './support/browser';

// Accounts end to end, in headless Chromium against the whole stack: register, verify the email from the mail
// sink, log in, favourites and a collection that follow the account into a new browser, a second user who sees
// none of them, two-factor enrolment and login with a TOTP code, and a password reset through the emailed link.
const PG_ADMIN_URL = `postgres://kah:kah@127.0.0.1:${process.env.KAH_PG_PORT ?? 55432}/postgres`;
const STEP_TIMEOUT_MS = 180_000;

// otplib v12 (CommonJS) is the auth service's own TOTP library; the test computes codes with the same one.
const requireFromAuth = createRequire(join(__dirname, '..', 'services', 'auth', 'package.json'));
const { authenticator } = requireFromAuth('otplib') as { authenticator: { generate(secret: string): string; timeRemaining(): number } };

const stamp = Date.now();
const PASSWORD = 'Koala-adventures-2026';
const NEW_PASSWORD = 'Brand-new-path-77';
const first = { name: 'Jo Explorer', email: `jo.${stamp}@e2e.example.com` };
const second = { name: 'Sam Second', email: `sam.${stamp}@e2e.example.com` };

/**
 * The auth service captures mail in `auth.sent_emails` of the stack's database (read-mail-sink.js reads the same
 * table). The test stack's database name carries a timestamp, so each kah_e2e* database is searched for this run's
 * unique address (E2E_DATABASE_URL names it directly when set).
 */
async function readMailLink(to: string, subjectLike: string, path: '/verify-email' | '/reset-password'): Promise<string> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const urls = process.env.E2E_DATABASE_URL ? [process.env.E2E_DATABASE_URL] : await e2eDatabaseUrls();
    for (const url of urls) {
      const db = new Client({ connectionString: url });
      try {
        await db.connect();
        const { rows } = await db.query<{ text_body: string }>(
          'select text_body from auth.sent_emails where to_address = $1 and subject like $2 order by created_at desc limit 1',
          [to.toLowerCase(), `%${subjectLike}%`],
        );
        const match = rows[0]?.text_body.match(new RegExp(`https?://[^\\s]*${path}#token=[^\\s]+`));
        if (match) {
          // The link is built on APP_BASE_URL; the test stack serves the SPA elsewhere, so keep path and fragment.
          const link = new URL(match[0]);
          return `${BASE}${link.pathname}${link.hash}`;
        }
      } catch {
        // Another stack's database without the auth schema yet: skip it.
      } finally {
        await db.end().catch(() => undefined);
      }
    }
    if (Date.now() > deadline) throw new Error(`no "${subjectLike}" mail for ${to}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

async function e2eDatabaseUrls(): Promise<string[]> {
  const admin = new Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>("select datname from pg_database where datname like 'kah_e2e%' order by datname desc");
    return rows.map((r) => PG_ADMIN_URL.replace(/\/postgres$/, `/${r.datname}`));
  } finally {
    await admin.end();
  }
}

async function fill(page: Page, label: string, value: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).fill(value);
}

async function logIn(page: Page, email: string, password: string, next = ''): Promise<void> {
  await page.goto(`${BASE}/login${next ? `?next=${encodeURIComponent(next)}` : ''}`);
  await fill(page, 'Email', email);
  await fill(page, 'Password', password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

async function logOut(page: Page): Promise<void> {
  await page.locator('.user-menu__trigger').click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('link', { name: 'Login' }).waitFor();
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
}

async function noHorizontalScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

/** A fresh TOTP code, never the one just used (the service refuses a code twice). */
async function freshTotp(secret: string, notThis?: string): Promise<string> {
  let code = authenticator.generate(secret);
  while (code === notThis || authenticator.timeRemaining() < 3) {
    await new Promise((r) => setTimeout(r, 1000));
    code = authenticator.generate(secret);
  }
  return code;
}

describe('accounts: register, verify, favourites across browsers, two-factor, password reset (headless Chromium, full stack)', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const favouriteTitles: string[] = [];
  let totpSecret = '';
  let lastCode = '';

  async function newPage(viewport = { width: 1280, height: 900 }): Promise<Page> {
    const context = await browser.newContext({ viewport });
    await blockInternet(context);
    contexts.push(context);
    return context.newPage();
  }

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => undefined);
    await browser?.close();
  });

  it('registers, verifies the email from the mailed link, logs out and logs back in', async () => {
    const page = await newPage();
    // A protected page sends the visitor to log in and remembers where they were going.
    await page.goto(`${BASE}/profile`);
    await page.waitForURL(`${BASE}/login?next=%2Fprofile`);

    await page.goto(`${BASE}/register`);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Please enter your name').waitFor();
    await fill(page, 'Your name', first.name);
    await fill(page, 'Email', first.email);
    await fill(page, 'Password', PASSWORD);
    await fill(page, 'Confirm password', PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(`${BASE}/dashboard`);
    await page.getByRole('heading', { name: `Welcome, ${first.name}!` }).waitFor();
    await page.getByText('Please confirm your email address').waitFor();

    const link = await readMailLink(first.email, 'Verify your email', '/verify-email');
    await page.goto(link);
    await page.waitForURL(`${BASE}/dashboard`);
    await page.getByText('Email Verified!').waitFor();
    await page.getByRole('heading', { name: `Welcome, ${first.name}!` }).waitFor();
    expect(await page.getByText('Please confirm your email address').count()).toBe(0);
    // The token was only in the fragment and is gone from the address bar.
    expect(page.url()).not.toContain('token');

    await logOut(page);
    await logIn(page, first.email, 'wrong-password-123');
    await page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).waitFor();
    await fill(page, 'Password', PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`${BASE}/dashboard`);
    await page.getByText('Welcome back!').waitFor();
    // Signed in survives a reload (token verified, else renewed through the refresh cookie).
    await page.reload();
    await page.getByRole('heading', { name: `Welcome, ${first.name}!` }).waitFor();
  }, STEP_TIMEOUT_MS);

  it('saves three favourites and a collection that follow the account into a new browser', async () => {
    const page = await newPage();
    await logIn(page, first.email, PASSWORD, '/activities');
    await page.waitForURL(`${BASE}/activities`);
    await page.getByRole('article').nth(2).waitFor();
    for (let i = 0; i < 3; i += 1) {
      const card = page.getByRole('article').nth(i);
      const title = (await card.getAttribute('aria-label')) ?? '';
      favouriteTitles.push(title);
      await card.getByRole('button', { name: `Add ${title} to favorites` }).click();
      await card.getByRole('button', { name: `Remove ${title} from favorites` }).waitFor();
    }
    await page.getByText('Added to favorites! 🌟').first().waitFor();

    await page.goto(`${BASE}/favorites`);
    await page.getByText('3 saved activities').waitFor();
    await fill(page, 'Collection name', 'Rainy day plans');
    await page.getByRole('button', { name: 'Create collection' }).click();
    await page.getByText('Collection created!').waitFor();
    const collection = page.getByRole('article', { name: 'Collection Rainy day plans' });
    await collection.getByText('Private').waitFor();
    const chosen = favouriteTitles[1] ?? '';
    await page.getByRole('button', { name: `Add ${chosen} to collection` }).click();
    await page.getByText('Added to collection!').waitFor();
    await collection.getByRole('link', { name: chosen }).waitFor();
    await logOut(page);

    // A new browser context (no local storage, no cookies): everything comes from the account.
    const fresh = await newPage();
    await logIn(fresh, first.email, PASSWORD, '/favorites');
    await fresh.waitForURL(`${BASE}/favorites`);
    await fresh.getByText('3 saved activities').waitFor();
    for (const title of favouriteTitles) await fresh.getByRole('article', { name: title, exact: true }).waitFor();
    const again = fresh.getByRole('article', { name: 'Collection Rainy day plans' });
    await again.getByRole('link', { name: chosen }).waitFor();
    // The header badge counts the account's favourites.
    await fresh.locator('.user-menu__trigger').click();
    await fresh.getByRole('link', { name: /^Favorites\s*3\s*saved$/ }).waitFor();
  }, STEP_TIMEOUT_MS);

  it('keeps a favourite saved while the favourites API is down as a local- item, and syncs it to the account once the API is back', async () => {
    const page = await newPage();
    await logIn(page, first.email, PASSWORD, '/activities');
    await page.waitForURL(`${BASE}/activities`);
    const card = page.getByRole('article').nth(3);
    await card.waitFor();
    const title = (await card.getAttribute('aria-label')) ?? '';
    expect(favouriteTitles).not.toContain(title);

    // The favourites API becomes unreachable; the rest of the site still answers.
    const favouritesApi = /\/api\/favorites/;
    await page.route(favouritesApi, (route) => route.abort('connectionrefused'));
    await card.getByRole('button', { name: `Add ${title} to favorites` }).click();
    await page.getByText('Activity saved locally (API unavailable)').waitFor();
    await card.getByRole('button', { name: `Remove ${title} from favorites` }).waitFor();
    const pending = await page.evaluate(() => localStorage.getItem('kah.favorites.pending') ?? '');
    expect(pending).toMatch(/"id":"local-/);

    // The API is back: the browser reports it is online again and the pending save is replayed.
    await page.unroute(favouritesApi);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await page.waitForFunction(() => localStorage.getItem('kah.favorites.pending') === null, undefined, { timeout: 40_000 });

    // Another browser sees it in the account.
    const fresh = await newPage();
    await logIn(fresh, first.email, PASSWORD, '/favorites');
    await fresh.waitForURL(`${BASE}/favorites`);
    await fresh.getByText('4 saved activities').waitFor();
    await fresh.getByRole('article', { name: title, exact: true }).waitFor();
    favouriteTitles.push(title);
  }, STEP_TIMEOUT_MS);

  it('a second user, on a phone, sees none of the first user’s favourites or collections', async () => {
    const page = await newPage({ width: 360, height: 740 });
    await page.goto(`${BASE}/register`);
    await fill(page, 'Your name', second.name);
    await fill(page, 'Email', second.email);
    await fill(page, 'Password', PASSWORD);
    await fill(page, 'Confirm password', PASSWORD);
    await noHorizontalScroll(page);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(`${BASE}/dashboard`);
    await page.goto(`${BASE}/favorites`);
    await page.getByText('0 saved activities').waitFor();
    await page.getByText('Nothing saved yet.').waitFor();
    for (const title of favouriteTitles) expect(await page.getByRole('article', { name: title, exact: true }).count()).toBe(0);
    expect(await page.getByRole('article', { name: 'Collection Rainy day plans' }).count()).toBe(0);
    await noHorizontalScroll(page);
    // Not an admin: the guarded admin area answers with /unauthorized.
    await page.goto(`${BASE}/admin`);
    await page.waitForURL(`${BASE}/unauthorized`);
    await page.getByRole('heading', { name: 'Access denied' }).waitFor();
  }, STEP_TIMEOUT_MS);

  it('turns on two-factor with the QR secret, shows recovery codes once, and then asks for a code at login', async () => {
    const page = await newPage();
    await logIn(page, first.email, PASSWORD, '/profile');
    await page.waitForURL(`${BASE}/profile`);
    await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
    await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    totpSecret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
    expect(totpSecret).toMatch(/^[A-Z2-7]{16,}$/);
    lastCode = await freshTotp(totpSecret);
    await fill(page, '6-digit code from the app', lastCode);
    await page.getByRole('button', { name: 'Turn on two-factor' }).click();
    const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await codes.first().waitFor();
    expect(await codes.count()).toBeGreaterThanOrEqual(5);
    await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
    await page.getByText('Two-factor authentication is on.').waitFor();
    await logOut(page);

    await logIn(page, first.email, PASSWORD);
    await page.getByRole('heading', { name: 'Two-step verification' }).waitFor();
    await fill(page, 'Authentication code', '000000');
    await page.getByRole('button', { name: 'Verify and log in' }).click();
    await page.getByRole('alert').filter({ hasText: /code/i }).waitFor();
    await fill(page, 'Authentication code', await freshTotp(totpSecret, lastCode));
    await page.getByRole('button', { name: 'Verify and log in' }).click();
    await page.waitForURL(`${BASE}/dashboard`);
    await page.getByRole('heading', { name: `Welcome, ${first.name}!` }).waitFor();
  }, STEP_TIMEOUT_MS);

  it('resets a forgotten password through the emailed link', async () => {
    const page = await newPage({ width: 360, height: 740 });
    await page.goto(`${BASE}/login`);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL(`${BASE}/forgot-password`);
    // The screen's code loads after the URL changes: wait for the screen itself before typing.
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await fill(page, 'Email', second.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    const outcome = page.locator('.form-success, .form-error, .form-field__error').first();
    await outcome.waitFor();
    expect(await outcome.textContent()).toBe('If an account exists for that email, we have sent a link to reset the password.');

    const link = await readMailLink(second.email, 'Reset your', '/reset-password');
    await page.goto(link);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    // Read from the fragment, then dropped from the address bar.
    await page.waitForURL((url) => !url.hash.includes('token'));
    await fill(page, 'New password', 'short');
    await fill(page, 'Confirm new password', 'short');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('Password must be at least 10 characters and include a letter and a number').waitFor();
    await fill(page, 'New password', NEW_PASSWORD);
    await fill(page, 'Confirm new password', NEW_PASSWORD);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.waitForURL(`${BASE}/login`);

    await logIn(page, second.email, PASSWORD);
    await page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).waitFor();
    await logIn(page, second.email, NEW_PASSWORD);
    await page.waitForURL(`${BASE}/dashboard`);
    await page.getByRole('heading', { name: `Welcome, ${second.name}!` }).waitFor();
    // The used link does not work twice.
    await page.goto(link);
    await fill(page, 'New password', 'Another-one-88');
    await fill(page, 'Confirm new password', 'Another-one-88');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByRole('alert').filter({ hasText: /invalid or expired/i }).waitFor();
  }, STEP_TIMEOUT_MS);
});
