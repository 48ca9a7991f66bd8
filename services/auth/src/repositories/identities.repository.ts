import { Inject, Injectable } from '@nestjs/common';
import type { Kysely, Transaction } from 'kysely';
import { DB } from '@kah/runtime';
import type { AuthDb, SocialProvider } from './auth.tables';

type Executor = Kysely<AuthDb> | Transaction<AuthDb>;

/** Provider accounts (google, facebook, apple) linked to users. */
@Injectable()
export class IdentitiesRepository {
  constructor(@Inject(DB) private readonly db: Kysely<AuthDb>) {}

  async findUserId(provider: SocialProvider, subject: string): Promise<string | undefined> {
    const row = await this.db.selectFrom('user_identities').select('user_id').where('provider', '=', provider).where('subject', '=', subject).executeTakeFirst();
    return row?.user_id;
  }

  async link(trx: Executor, identity: { provider: SocialProvider; subject: string; userId: string; email?: string }): Promise<void> {
    await trx
      .insertInto('user_identities')
      .values({ provider: identity.provider, subject: identity.subject, user_id: identity.userId, email: identity.email ?? null })
      .onConflict((oc) => oc.columns(['provider', 'subject']).doNothing())
      .execute();
  }
}
