// Regenerates TypeScript from the .proto contracts with buf + ts-proto.
// `--check` generates into a temporary folder and fails if the committed code differs.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

const protoDir = new URL('..', import.meta.url).pathname;
const committed = join(protoDir, 'src/gen');
const check = process.argv.includes('--check');
const buf = join(protoDir, '../node_modules/.bin/buf');

function listFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? listFiles(p) : [p];
  });
}

if (!check) {
  rmSync(committed, { recursive: true, force: true });
  execFileSync(buf, ['generate'], { cwd: protoDir, stdio: 'inherit' });
  console.log('proto: generated', listFiles(committed).length, 'files into src/gen');
  process.exit(0);
}

const out = mkdtempSync(join(tmpdir(), 'kah-proto-'));
try {
  const template = readFileSync(join(protoDir, 'buf.gen.yaml'), 'utf8');
  const tmpTemplate = join(out, 'buf.gen.yaml');
  writeFileSync(tmpTemplate, template.replace('out: src/gen', `out: ${join(out, 'gen')}`));
  execFileSync(buf, ['generate', '--template', tmpTemplate], { cwd: protoDir, stdio: 'inherit' });
  const fresh = listFiles(join(out, 'gen')).map((f) => relative(join(out, 'gen'), f)).sort();
  const old = listFiles(committed).map((f) => relative(committed, f)).sort();
  const stale = [
    ...fresh.filter((f) => !old.includes(f) || readFileSync(join(out, 'gen', f), 'utf8') !== readFileSync(join(committed, f), 'utf8')),
    ...old.filter((f) => !fresh.includes(f)),
  ];
  if (stale.length > 0) {
    console.error(`proto: generated code is stale (${stale.join(', ')}). Run: npm run generate -w proto`);
    process.exit(1);
  }
  console.log(`proto: generated code is up to date (${fresh.length} files)`);
} finally {
  rmSync(out, { recursive: true, force: true });
}
