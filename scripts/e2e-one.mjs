// Runs end-to-end tests against a stack of their own, for development:
//   node scripts/e2e-one.mjs [--offset 200] [--static frontend/dist] [jest test path pattern...]
// Assumes the backend is built (`npx tsc -b`) and the SPA is built into the static dir.
// Several of these can run side by side with different offsets (each gets its own database and topics).
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { INFRA, NODE24, ROOT, infra, startStack } from './lib/stack.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { offset: { type: 'string', default: '200' }, static: { type: 'string', default: join('frontend', 'dist') } },
});
const offset = Number(values.offset);
if (!Number.isInteger(offset) || offset < 100 || offset > 900) throw new Error('--offset must be an integer 100..900');

infra('up', ['postgres', 'redis', 'kafka', 's3']);
const stamp = Date.now();
const database = `kah_e2e_dev_${offset}_${stamp}`;
let stack;
let status = 1;
try {
  stack = await startStack({ name: `e2e-${offset}`, portOffset: offset, database, topicPrefix: `e2e-dev-${offset}-${stamp}`, staticDir: resolve(ROOT, values.static) });
  const res = spawnSync(NODE24, [join(ROOT, 'node_modules', 'jest', 'bin', 'jest.js'), '--selectProjects', 'e2e', '--runInBand', '--forceExit', ...positionals], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, E2E_BASE_URL: stack.url, E2E_DATABASE_URL: INFRA.dbUrl(database) },
  });
  status = res.status ?? 1;
} finally {
  await stack?.stop();
  spawnSync('psql', [INFRA.DATABASE_ADMIN_URL, '-qc', `drop database if exists "${database}" with (force)`], { stdio: 'ignore' });
}
process.exit(status);
