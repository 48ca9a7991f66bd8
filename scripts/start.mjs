// `npm start`: installs what is missing, starts infrastructure, builds, starts every service,
// the gateway and the SPA on one origin, and prints the URL. Ctrl+C stops what it started.
import { join } from 'node:path';
import { build, ensureDependencies, infra, log, ROOT, startStack } from './lib/stack.mjs';

ensureDependencies();
infra('up', ['postgres', 'redis', 'kafka', 's3']);
build();
log('starting services and gateway');
const stack = await startStack({ name: 'dev', staticDir: join(ROOT, 'frontend', 'dist') });
log(`Kids Adventure Hub is running at ${stack.url}  (API docs: ${stack.url}/api/docs, logs: ${stack.logDir})`);
log('Press Ctrl+C to stop.');

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    log('stopping services and gateway');
    await stack.stop();
    if (process.env.KAH_KEEP_INFRA !== '1') infra('down');
    process.exit(0);
  });
}
for (const c of stack.children) {
  c.child.on('exit', (code) => {
    if (!stopping) log(`${c.name} exited unexpectedly (${code}); see ${stack.logDir}/${c.name}.log`);
  });
}
