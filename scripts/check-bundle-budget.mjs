// Fails when the home page's initial JavaScript is over budget (150 KB gzip).
// Initial JS = the module script in dist/index.html plus every <link rel="modulepreload"> it lists:
// everything the browser fetches before the first render. Lazy chunks (map, detail page...) are not counted.
//   node scripts/check-bundle-budget.mjs [distDir] [--budget-kb 150]
import { readFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = resolve(fileURLToPath(import.meta.url), '..', '..');
const { values, positionals } = parseArgs({ allowPositionals: true, options: { 'budget-kb': { type: 'string', default: '150' } } });
const dist = resolve(positionals[0] ?? join(ROOT, 'frontend', 'dist'));
const budgetKb = Number(values['budget-kb']);
const indexPath = join(dist, 'index.html');
if (!existsSync(indexPath)) {
  console.error(`bundle budget: ${indexPath} not found; build the SPA first (npm run build -w frontend)`);
  process.exit(1);
}

const html = readFileSync(indexPath, 'utf8');
const attr = (tag, name) => tag.match(new RegExp(`\\b${name}\\s*=\\s*["']([^"']+)["']`, 'i'))?.[1];
const files = new Set();
for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
  if (attr(tag, 'type') === 'module' && attr(tag, 'src')) files.add(attr(tag, 'src'));
}
for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
  if (attr(tag, 'rel') === 'modulepreload' && attr(tag, 'href')) files.add(attr(tag, 'href'));
}
if (files.size === 0) {
  console.error('bundle budget: no module script found in index.html');
  process.exit(1);
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
let total = 0;
const rows = [];
for (const src of files) {
  if (/^(https?:)?\/\//.test(src)) continue; // Not ours to measure (none expected).
  const path = join(dist, src.replace(/^\//, '').split('?')[0]);
  const raw = readFileSync(path);
  const gz = gzipSync(raw, { level: 9 }).length;
  total += gz;
  rows.push([src, raw.length, gz]);
}
const width = Math.max(...rows.map(([src]) => src.length));
console.log('Home page initial JS (gzip):');
for (const [src, raw, gz] of rows) console.log(`  ${src.padEnd(width)}  ${kb(raw).padStart(7)} KB raw  ${kb(gz).padStart(6)} KB gzip`);
const ok = total <= budgetKb * 1024;
console.log(`  ${'total'.padEnd(width)}  ${''.padStart(14)}  ${kb(total).padStart(6)} KB gzip  (budget ${budgetKb} KB) ${ok ? 'OK' : 'OVER BUDGET'}`);
process.exit(ok ? 0 : 1);
