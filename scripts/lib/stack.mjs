// Starts and stops the product's processes for `npm start`, `npm test` and the benchmarks.
// Plain Node ESM with no dependencies, so it runs before `npm install` has happened.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, createWriteStream, readdirSync, statSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const NODE24 = join(ROOT, 'node_modules', '.bin', 'node');

export const SERVICES = ['auth', 'catalog', 'favorites', 'photos', 'navigation', 'assistant', 'analytics'];

/** Ports of one stack; `offset` gives the test and benchmark stacks their own. */
export function stackPorts(offset = 0) {
  const grpc = Object.fromEntries(SERVICES.map((s, i) => [s, 50051 + offset + i]));
  return { gateway: 8080 + offset, grpc };
}

export const INFRA = {
  DATABASE_ADMIN_URL: `postgres://kah:kah@127.0.0.1:${process.env.KAH_PG_PORT ?? 55432}/postgres`,
  dbUrl: (db) => `postgres://kah:kah@127.0.0.1:${process.env.KAH_PG_PORT ?? 55432}/${db}`,
  REDIS_URL: `redis://127.0.0.1:${process.env.KAH_REDIS_PORT ?? 56379}`,
  KAFKA_BROKERS: `127.0.0.1:${process.env.KAH_KAFKA_PORT ?? 59092}`,
  S3_ENDPOINT: `http://127.0.0.1:${process.env.KAH_S3_PORT ?? 59000}`,
};

export function log(msg) {
  process.stdout.write(`\x1b[36m[kah]\x1b[0m ${msg}\n`);
}

export function run(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', ...opts });
  if (res.status !== 0) throw new Error(`${cmd} ${args.join(' ')} exited with ${res.status ?? res.signal}`);
}

/** npm install only when node_modules is missing or older than the lockfile. */
export function ensureDependencies() {
  const marker = join(ROOT, 'node_modules', '.package-lock.json');
  const lock = join(ROOT, 'package-lock.json');
  if (existsSync(marker) && existsSync(NODE24) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  log('installing npm dependencies');
  run('npm', ['install', '--no-audit', '--no-fund']);
}

export function infra(command, components = []) {
  run('bash', [join(ROOT, 'deploy', 'infra.sh'), command, ...components]);
}

function newestMtime(dir) {
  let newest = 0;
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist') continue;
    const p = join(dir, name);
    const st = statSync(p);
    newest = Math.max(newest, st.isDirectory() ? newestMtime(p) : st.mtimeMs);
  }
  return newest;
}

/** Compiles the backend (incremental) and builds the SPA when its sources changed. */
export function build() {
  log('building backend (tsc -b)');
  run(NODE24, [join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-b']);
  const dist = join(ROOT, 'frontend', 'dist', 'index.html');
  const srcTime = Math.max(newestMtime(join(ROOT, 'frontend', 'src')), newestMtime(join(ROOT, 'packages', 'api-contract', 'src')), statSync(join(ROOT, 'frontend', 'index.html')).mtimeMs);
  if (existsSync(dist) && statSync(dist).mtimeMs > srcTime) {
    log('frontend build is up to date');
    return;
  }
  log('building frontend (vite)');
  run('npm', ['run', 'build', '-w', 'frontend']);
}

/** Creates the database if missing (psql ships with the postgresql package). */
export function ensureDatabase(name) {
  const psql = (sql) => spawnSync('psql', [INFRA.DATABASE_ADMIN_URL, '-tAc', sql], { encoding: 'utf8' });
  const exists = psql(`select 1 from pg_database where datname = '${name}'`);
  if (exists.status !== 0) throw new Error(`cannot reach Postgres: ${exists.stderr}`);
  if (exists.stdout.trim() !== '1') {
    const created = psql(`create database "${name}"`);
    if (created.status !== 0) throw new Error(`cannot create database ${name}: ${created.stderr}`);
  }
}

/** A random access-token key per database, kept in .local/secrets (mode 600) so restarts keep sessions valid. */
function stackJwtSecret(database) {
  const dir = join(ROOT, '.local', 'secrets');
  const file = join(dir, `auth-jwt-secret-${database}`);
  if (existsSync(file)) {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  }
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const value = randomBytes(32).toString('hex');
  writeFileSync(file, value, { mode: 0o600 });
  return value;
}

/**
 * Starts every service and the gateway as child processes. Resolves when all report ready.
 * Logs go to .local/logs/<stack>/<name>.log.
 */
export async function startStack({ name = 'dev', portOffset = 0, database = 'kah', topicPrefix = '', staticDir, extraEnv = {}, services = SERVICES } = {}) {
  const ports = stackPorts(portOffset);
  const logDir = join(ROOT, '.local', 'logs', name);
  mkdirSync(logDir, { recursive: true });
  ensureDatabase(database);
  const common = {
    ...process.env,
    NODE_ENV: 'production',
    // Readiness is read from each process's info-level "ready" line, so never log less than info.
    LOG_LEVEL: ['debug', 'trace'].includes(process.env.LOG_LEVEL) ? process.env.LOG_LEVEL : 'info',
    DATABASE_URL: INFRA.dbUrl(database),
    KAFKA_BROKERS: INFRA.KAFKA_BROKERS,
    KAFKA_TOPIC_PREFIX: topicPrefix,
    REDIS_URL: INFRA.REDIS_URL,
    S3_ENDPOINT: INFRA.S3_ENDPOINT,
    // One access-token key for the whole stack: auth signs with it, every service checks callers with it.
    AUTH_JWT_SECRET: process.env.AUTH_JWT_SECRET || stackJwtSecret(database),
    // Links in mails (verify email, reset password) open the SPA this stack serves.
    APP_BASE_URL: process.env.APP_BASE_URL || `http://127.0.0.1:${ports.gateway}`,
    ...extraEnv,
  };
  const children = [];
  const stop = async () => {
    await Promise.all(children.map((c) => c.stop()));
  };
  try {
    await Promise.all(
      services.map((svc) =>
        startChild(children, svc, join(ROOT, 'services', svc, 'dist', 'main.js'), { ...common, GRPC_PORT: String(ports.grpc[svc]) }, logDir, /service ready/),
      ),
    );
    const grpcEnv = Object.fromEntries(SERVICES.map((s) => [`${s.toUpperCase()}_GRPC_URL`, `127.0.0.1:${ports.grpc[s]}`]));
    await startChild(
      children,
      'gateway',
      join(ROOT, 'gateway', 'dist', 'main.js'),
      { ...common, ...grpcEnv, REDIS_KEY_PREFIX: `kah:${name}:`, PORT: String(ports.gateway), STATIC_DIR: staticDir ?? '', FRONTEND_ORIGIN: `http://127.0.0.1:${ports.gateway}` },
      logDir,
      /gateway listening/,
    );
  } catch (err) {
    await stop();
    throw err;
  }
  return { url: `http://127.0.0.1:${ports.gateway}`, ports, children, stop, logDir };
}

function startChild(children, name, script, env, logDir, readyPattern, timeoutMs = 60_000) {
  return new Promise((resolve, reject) => {
    const out = createWriteStream(join(logDir, `${name}.log`), { flags: 'a' });
    const child = spawn(NODE24, ['--enable-source-maps', script], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let exited = false;
    const handle = {
      name,
      child,
      stop: () => new Promise((res) => {
        if (exited) return res();
        child.once('exit', () => res());
        child.kill('SIGTERM');
        setTimeout(() => { if (!exited) child.kill('SIGKILL'); }, 10_000).unref();
      }),
    };
    children.push(handle);
    let buffer = '';
    const timer = setTimeout(() => reject(new Error(`${name} did not become ready in ${timeoutMs / 1000}s; see ${join(logDir, name + '.log')}`)), timeoutMs);
    const onData = (chunk) => {
      out.write(chunk);
      if (buffer !== null) {
        buffer += chunk.toString();
        if (readyPattern.test(buffer)) {
          buffer = null;
          clearTimeout(timer);
          resolve(handle);
        } else if (buffer.length > 100_000) buffer = buffer.slice(-10_000);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code, signal) => {
      exited = true;
      out.end();
      if (buffer !== null) {
        clearTimeout(timer);
        reject(new Error(`${name} exited (${code ?? signal}) before it was ready; see ${join(logDir, name + '.log')}:\n${(buffer ?? '').slice(-2000)}`));
      }
    });
  });
}
