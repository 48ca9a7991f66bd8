// Shared by the benchmarks: parameters, statistics, a bounded worker pool, bench databases.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT, INFRA } from '../../scripts/lib/stack.mjs';

export const require = createRequire(join(ROOT, 'package.json'));
const pg = require('pg');

export class BenchError extends Error {}

export function intEnv(name, def, min, max) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return def;
  const v = Number(raw);
  if (!Number.isInteger(v) || v < min || v > max) throw new Error(`${name} must be an integer in [${min}, ${max}] (got ${raw})`);
  return v;
}

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
/** Nearest-rank percentile of an ascending array. */
export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
export const fmtRate = (x) => Math.round(x).toLocaleString('en-US').padStart(9);
export const fmtMs = (x) => (x < 10 ? x.toFixed(1) : Math.round(x).toString());

/** Runs fn over the jobs with at most `concurrency` in flight; each worker stops at the first error or abort. */
export async function pool(jobs, concurrency, ctx, fn) {
  let next = 0;
  const worker = async () => {
    // Bounded: each iteration claims a distinct job index < jobs.length.
    while (next < jobs.length) {
      if (ctx.aborted) throw new BenchError('aborted');
      const i = next++;
      await fn(jobs[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, jobs.length) }, worker));
}

/** Drops and creates a bench-only database. */
export async function recreateDatabase(name) {
  const admin = new pg.Client({ connectionString: INFRA.DATABASE_ADMIN_URL, connectionTimeoutMillis: 5000 });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
  } catch (err) {
    throw new BenchError(`cannot recreate database ${name} (is another benchmark running?): ${err.message}`);
  } finally {
    await admin.end();
  }
}
