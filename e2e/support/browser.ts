import { chromium, type Browser, type BrowserContext } from 'playwright-core';

/** The stack under test (`npm test` and scripts/e2e-one.mjs pass it). */
export const BASE = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8180';

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

/** Debian's headless Chromium (no browser download). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
}

/** Map tiles and remote photos come from the internet; the tests neither need nor wait on them. */
export async function blockInternet(context: BrowserContext): Promise<void> {
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
}
