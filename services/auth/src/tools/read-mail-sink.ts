/**
 * Prints the newest mails from the local capturing mail sink (auth.sent_emails), for people and
 * end-to-end tests: `node services/auth/dist/tools/read-mail-sink.js [email] [count]`.
 * Reads DATABASE_URL (and DB_SCHEMA, default auth) like the service.
 */
import { createDatabase } from '@kah/runtime';
import type { AuthDb } from '../repositories/auth.tables';

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set');
  const [to, count = '5'] = process.argv.slice(2);
  const db = createDatabase<AuthDb>({ connectionString: url, schema: process.env.DB_SCHEMA ?? 'auth', poolSize: 1 });
  try {
    let query = db.selectFrom('sent_emails').select(['to_address', 'subject', 'text_body', 'created_at']).orderBy('created_at', 'desc').limit(Math.max(1, Number(count) || 5));
    if (to) query = query.where('to_address', '=', to.trim().toLowerCase());
    const rows = await query.execute();
    process.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
  } finally {
    await db.destroy();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${(err as Error).message}\n`);
  process.exit(1);
});
