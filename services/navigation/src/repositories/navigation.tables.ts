import type { Generated } from 'kysely';
import type { PlatformTables } from '@kah/runtime';

export interface NavigationItemsTable {
  id: string;
  parent_id: string | null;
  title: string;
  slug: string;
  url: string;
  is_dropdown: boolean;
  target: Generated<string>;
  sort_order: number;
  description: string | null;
  clicks: Generated<string>; // bigint arrives as a string from pg
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface NewsletterSubscriptionsTable {
  id: Generated<string>;
  /** Trimmed and lower-cased before insert, so the unique index makes subscribing idempotent. */
  email: string;
  created_at: Generated<Date>;
}

export interface NavigationDb extends PlatformTables {
  navigation_items: NavigationItemsTable;
  newsletter_subscriptions: NewsletterSubscriptionsTable;
}
