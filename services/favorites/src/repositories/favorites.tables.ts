import type { Generated } from 'kysely';
import type { PlatformTables } from '@kah/runtime';

export interface FavoritesTable {
  id: Generated<string>;
  user_id: string;
  activity_id: string;
  notes: string | null;
  created_at: Generated<Date>;
}

export interface CollectionsTable {
  id: Generated<string>;
  user_id: string;
  name: string;
  description: Generated<string>;
  color: Generated<string>;
  icon: Generated<string>;
  is_public: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface CollectionItemsTable {
  collection_id: string;
  activity_id: string;
  added_at: Generated<Date>;
}

export interface FavoritesDb extends PlatformTables {
  favorites: FavoritesTable;
  collections: CollectionsTable;
  collection_items: CollectionItemsTable;
}
