// `npm test`: brings up what the tests need and runs every tier:
// static checks, unit (no I/O), integration (real Postgres/Redis/Kafka/S3/gRPC), end-to-end (headless Chromium).
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { build, ensureDependencies, infra, log, NODE24, ROOT, startStack, INFRA } from './lib/stack.mjs';

const results = [];
const outDir = join(ROOT, '.local', 'test-results');

function tier(name, cmd, args, parse, env = {}) {
  log(`── ${name} ──`);
  const res = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  // Checks that are not test runners (typecheck, lint) add no tests; a failing one counts as one failure.
  const counts = parse ? parse() : { passed: 0, failed: res.status === 0 ? 0 : 1 };
  results.push({ name, ok: res.status === 0, ...counts });
  return res.status === 0;
}

const jestCounts = (file) => () => {
  try {
    const r = JSON.parse(readFileSync(file, 'utf8'));
    return { passed: r.numPassedTests, failed: r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0) };
  } catch {
    return { passed: 0, failed: 1 };
  }
};
const vitestCounts = (file) => () => {
  try {
    const r = JSON.parse(readFileSync(file, 'utf8'));
    return { passed: r.numPassedTests, failed: r.numFailedTests };
  } catch {
    return { passed: 0, failed: 1 };
  }
};
const jest = (project, extra = []) => [join(ROOT, 'node_modules', 'jest', 'bin', 'jest.js'), '--selectProjects', project, '--json', '--outputFile', join(outDir, `${project}.json`), ...extra];

ensureDependencies();
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
infra('up', ['postgres', 'redis', 'kafka', 's3']);
infra('install', ['tools']);
build();
tier('frontend bundle budget', NODE24, [join(ROOT, 'scripts', 'check-bundle-budget.mjs')]);

tier('proto: generated code is current', NODE24, [join(ROOT, 'proto', 'scripts', 'generate.mjs'), '--check']);
// Tests are compiled by swc (types stripped), so their types are checked here.
const testProjects = [
  ...readdirSync(join(ROOT, 'services')).map((svc) => join('services', svc, 'test')),
  join('gateway', 'test'), 'e2e', join('packages', 'testing'),
].filter((dir) => existsSync(join(ROOT, dir, 'tsconfig.json')));
for (const dir of testProjects) {
  tier(`typecheck ${dir}`, NODE24, [join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', dir, '--noEmit']);
}
tier('lint', NODE24, [join(ROOT, 'node_modules', 'eslint', 'bin', 'eslint.js'), '--max-warnings=0', '.']);
tier('unit (backend)', NODE24, jest('unit'), jestCounts(join(outDir, 'unit.json')));
tier('unit (frontend)', NODE24, [join(ROOT, 'node_modules', 'vitest', 'vitest.mjs'), 'run', '--root', 'frontend', '--reporter=default', '--reporter=json', `--outputFile.json=${join(outDir, 'frontend.json')}`], vitestCounts(join(outDir, 'frontend.json')));
tier('integration', NODE24, jest('integration', ['--runInBand', '--forceExit']), jestCounts(join(outDir, 'integration.json')));

// End-to-end: a whole stack of its own (ports +100, fresh database, own topics).
const database = `kah_e2e_${Date.now()}`;
let stack;
try {
  stack = await startStack({ name: 'e2e', portOffset: 100, database, topicPrefix: `e2e-${Date.now()}`, staticDir: join(ROOT, 'frontend', 'dist') });
  tier('end-to-end', NODE24, jest('e2e', ['--runInBand', '--forceExit']), jestCounts(join(outDir, 'e2e.json')), { E2E_BASE_URL: stack.url, E2E_DATABASE_URL: INFRA.dbUrl(database) });
} catch (err) {
  log(`end-to-end stack failed to start: ${err.message}`);
  results.push({ name: 'end-to-end', ok: false, passed: 0, failed: 1 });
} finally {
  await stack?.stop();
  spawnSync('psql', [INFRA.DATABASE_ADMIN_URL, '-qc', `drop database if exists "${database}" with (force)`], { stdio: 'ignore' });
}

let passed = 0;
let failed = 0;
log('── summary ──');
for (const r of results) {
  passed += r.passed;
  failed += r.failed;
  log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name}: ${r.passed} passed, ${r.failed} failed`);
}
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
