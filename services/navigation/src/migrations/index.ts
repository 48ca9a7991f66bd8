import type { Migration } from 'kysely';
import * as createNavigationItems from './20261121200000-create-navigation-items';
import * as seedNavigationTree from './20261121200100-seed-navigation-tree';
import * as createNewsletterSubscriptions from './20261121200200-create-newsletter-subscriptions';

export const navigationMigrations: Record<string, Migration> = {
  '20261121200000-create-navigation-items': createNavigationItems,
  '20261121200100-seed-navigation-tree': seedNavigationTree,
  '20261121200200-create-newsletter-subscriptions': createNewsletterSubscriptions,
};
