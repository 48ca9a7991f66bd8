import { Inject, Injectable } from '@nestjs/common';
import type { Kysely, Transaction } from 'kysely';
import { DB, DomainError, DomainErrorCode, enqueueEvents, type OutgoingEvent } from '@kah/runtime';
import type { favoritesV1 } from '@kah/proto';
import {
  activityIdOf, collectionIdOf, collectionNameOf, colorOf, COLLECTION_NOT_FOUND, descriptionOf, iconOf, mergeIdsOf, notesOf, userIdOf,
} from '../domain/favorites-input';
import { FavoriteEvents } from '../events/favorite-events';
import { CollectionsRepository, type CollectionPatch, type CollectionWithItems } from '../repositories/collections.repository';
import { FavoritesRepository, type FavoriteRow } from '../repositories/favorites.repository';
import type { FavoritesDb } from '../repositories/favorites.tables';
import { FAVORITE_EVENTS, OUTBOX_NOTIFIER, type OutboxNotifier } from './favorites.tokens';

/**
 * Favourites and collections of one user at a time. Favourite changes and their events commit
 * together (outbox); an event is written only when the state really changed.
 */
@Injectable()
export class FavoritesService {
  constructor(
    @Inject(DB) private readonly db: Kysely<FavoritesDb>,
    @Inject(FAVORITE_EVENTS) private readonly events: FavoriteEvents,
    @Inject(OUTBOX_NOTIFIER) private readonly outbox: OutboxNotifier,
    private readonly favorites: FavoritesRepository,
    private readonly collections: CollectionsRepository,
  ) {}

  async list(req: favoritesV1.ListFavoritesRequest): Promise<favoritesV1.ListFavoritesResponse> {
    return { favorites: (await this.favorites.list(userIdOf(req.userId))).map(toFavorite) };
  }

  async add(req: favoritesV1.AddFavoriteRequest): Promise<favoritesV1.AddFavoriteResponse> {
    const userId = userIdOf(req.userId);
    const activityId = activityIdOf(req.activityId);
    const notes = notesOf(req.notes);
    const { row, created } = await this.db.transaction().execute(async (trx) => {
      const result = await this.favorites.add(trx, userId, activityId, notes);
      if (result.created) await enqueueEvents(trx, [this.events.added(userId, activityId, result.row.created_at, 'add')]);
      return result;
    });
    if (created) this.outbox.notify();
    return { favorite: toFavorite(row), created };
  }

  async remove(req: favoritesV1.RemoveFavoriteRequest): Promise<favoritesV1.RemoveFavoriteResponse> {
    const userId = userIdOf(req.userId);
    const activityId = activityIdOf(req.activityId);
    const removed = await this.db.transaction().execute(async (trx) => {
      const gone = await this.favorites.remove(trx, userId, activityId);
      if (gone) await enqueueEvents(trx, [this.events.removed(userId, activityId, new Date())]);
      return gone;
    });
    if (removed) this.outbox.notify();
    return { removed };
  }

  async merge(req: favoritesV1.MergeFavoritesRequest): Promise<favoritesV1.ListFavoritesResponse> {
    const userId = userIdOf(req.userId);
    const ids = mergeIdsOf(req.activityIds);
    const { rows, added } = await this.db.transaction().execute(async (trx) => {
      const inserted = await this.favorites.addMany(trx, userId, ids);
      const events: OutgoingEvent[] = inserted.map((r) => this.events.added(userId, r.activity_id, new Date(), 'merge'));
      await enqueueEvents(trx, events);
      return { rows: await this.favorites.list(userId, trx), added: inserted.length };
    });
    if (added > 0) this.outbox.notify();
    return { favorites: rows.map(toFavorite) };
  }

  async listCollections(req: favoritesV1.ListCollectionsRequest): Promise<favoritesV1.ListCollectionsResponse> {
    return { collections: (await this.collections.list(userIdOf(req.userId))).map(toCollection) };
  }

  async createCollection(req: favoritesV1.CreateCollectionRequest): Promise<favoritesV1.Collection> {
    const userId = userIdOf(req.userId);
    const created = await this.collections.create(userId, {
      name: collectionNameOf(req.name),
      description: descriptionOf(req.description),
      color: req.color === undefined ? undefined : colorOf(req.color),
      icon: req.icon === undefined ? undefined : iconOf(req.icon),
      isPublic: req.isPublic,
    });
    return toCollection(created);
  }

  async updateCollection(req: favoritesV1.UpdateCollectionRequest): Promise<favoritesV1.Collection> {
    const userId = userIdOf(req.userId);
    const id = collectionIdOf(req.collectionId);
    const patch: CollectionPatch = {
      ...(req.name !== undefined && { name: collectionNameOf(req.name) }),
      ...(req.description !== undefined && { description: descriptionOf(req.description) }),
      ...(req.color !== undefined && { color: colorOf(req.color) }),
      ...(req.icon !== undefined && { icon: iconOf(req.icon) }),
      ...(req.isPublic !== undefined && { is_public: req.isPublic }),
    };
    return this.changeCollection(userId, id, patch);
  }

  async deleteCollection(req: favoritesV1.DeleteCollectionRequest): Promise<favoritesV1.DeleteCollectionResponse> {
    const deleted = await this.collections.delete(userIdOf(req.userId), collectionIdOf(req.collectionId));
    if (!deleted) throw notFound();
    return { deleted };
  }

  async addToCollection(req: favoritesV1.AddToCollectionRequest): Promise<favoritesV1.Collection> {
    const userId = userIdOf(req.userId);
    const id = collectionIdOf(req.collectionId);
    const activityId = activityIdOf(req.activityId);
    return this.changeCollection(userId, id, {}, (trx) => this.collections.addItem(trx, id, activityId));
  }

  async removeFromCollection(req: favoritesV1.RemoveFromCollectionRequest): Promise<favoritesV1.Collection> {
    const userId = userIdOf(req.userId);
    const id = collectionIdOf(req.collectionId);
    const activityId = activityIdOf(req.activityId);
    return this.changeCollection(userId, id, {}, (trx) => this.collections.removeItem(trx, id, activityId));
  }

  /**
   * Applies the patch to the user's collection (bumping updated_at, which also locks the row
   * until commit), then the change to its items, and answers the collection as it now is.
   * Another user's collection is "not found", exactly like a missing one.
   */
  private async changeCollection(
    userId: string,
    id: string,
    patch: CollectionPatch,
    changeItems?: (trx: Transaction<FavoritesDb>) => Promise<void>,
  ): Promise<favoritesV1.Collection> {
    const collection = await this.db.transaction().execute(async (trx) => {
      const owned = await this.collections.update(trx, userId, id, patch);
      if (!owned) return undefined;
      await changeItems?.(trx);
      return this.collections.find(trx, userId, id);
    });
    if (!collection) throw notFound();
    return toCollection(collection);
  }
}

const notFound = () => new DomainError(DomainErrorCode.NotFound, COLLECTION_NOT_FOUND);

function toFavorite(r: FavoriteRow): favoritesV1.Favorite {
  return { id: r.id, userId: r.user_id, activityId: r.activity_id, createdAt: r.created_at.toISOString(), notes: r.notes ?? undefined };
}

function toCollection(c: CollectionWithItems): favoritesV1.Collection {
  return {
    id: c.id, userId: c.user_id, name: c.name, description: c.description, color: c.color, icon: c.icon, isPublic: c.is_public,
    activityIds: c.activityIds, createdAt: c.created_at.toISOString(), updatedAt: c.updated_at.toISOString(),
  };
}
