import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { DB } from '@kah/runtime';
import type { NavigationDb } from './navigation.tables';

@Injectable()
export class NewsletterRepository {
  constructor(@Inject(DB) private readonly db: Kysely<NavigationDb>) {}

  /** Inserts once per normalised address; true when the address was new. Safe under double submits (unique index). */
  async subscribe(email: string): Promise<boolean> {
    const row = await this.db
      .insertInto('newsletter_subscriptions')
      .values({ email })
      .onConflict((oc) => oc.column('email').doNothing())
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }
}
