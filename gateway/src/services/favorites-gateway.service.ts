import { Inject, Injectable } from '@nestjs/common';
import type {
  Activity,
  AddFavoriteRequest,
  Collection,
  CollectionListResponse,
  CreateCollectionRequestSchema,
  FavoriteItem,
  FavoriteListResponse,
  UpdateCollectionRequestSchema,
} from '@kah/api-contract';
import type { favoritesV1 } from '@kah/proto';
import { DomainError, DomainErrorCode, isUuid } from '@kah/runtime';
import type { z } from 'zod';
import { GrpcClients } from '../grpc/grpc-clients';
import { toApiActivity } from './activities.service';

type CreateCollection = z.output<typeof CreateCollectionRequestSchema>;
type UpdateCollection = z.output<typeof UpdateCollectionRequestSchema>;

/**
 * HTTP side of favourites: resolves activity ids (legacy ids too) through the catalog, so only
 * real activities are stored under their canonical UUID, and enriches favourites with the
 * catalog's activity. The user id always comes from the verified session.
 */
@Injectable()
export class FavoritesGatewayService {
  constructor(@Inject(GrpcClients) private readonly grpc: GrpcClients) {}

  async list(userId: string): Promise<FavoriteListResponse> {
    const { favorites } = await this.grpc.favorites.call('listFavorites', { userId });
    return { items: await this.enrich(favorites) };
  }

  /** 404 "Activity not found" for ids the catalog does not know; an existing favourite is answered as it is. */
  async add(userId: string, body: AddFavoriteRequest): Promise<FavoriteItem> {
    const activity = await this.activity(body.activityId);
    const { favorite } = await this.grpc.favorites.call('addFavorite', { userId, activityId: activity.id, notes: body.notes });
    return toItem(favorite!, activity);
  }

  /** Idempotent: removing something that is not a favourite (or an unknown id) still succeeds. */
  async remove(userId: string, rawActivityId: string): Promise<void> {
    const activityId = await this.canonicalId(rawActivityId);
    if (activityId) await this.grpc.favorites.call('removeFavorite', { userId, activityId });
  }

  /** Adds the ids the catalog knows (unknown ones are skipped) and answers the whole list. */
  async merge(userId: string, rawIds: string[]): Promise<FavoriteListResponse> {
    const resolved = await Promise.all([...new Set(rawIds)].map((id) => this.findActivity(id)));
    const known = new Map<string, Activity>();
    for (const a of resolved) if (a) known.set(a.id, a);
    const { favorites } = await this.grpc.favorites.call('mergeFavorites', { userId, activityIds: [...known.keys()] });
    return { items: await this.enrich(favorites, known) };
  }

  async listCollections(userId: string): Promise<CollectionListResponse> {
    const { collections } = await this.grpc.favorites.call('listCollections', { userId });
    return { items: collections.map(toCollection) };
  }

  async createCollection(userId: string, body: CreateCollection): Promise<Collection> {
    return toCollection(
      await this.grpc.favorites.call('createCollection', {
        userId, name: body.name, description: body.description ?? '', color: body.color, icon: body.icon, isPublic: body.isPublic ?? false,
      }),
    );
  }

  async updateCollection(userId: string, collectionId: string, body: UpdateCollection): Promise<Collection> {
    return toCollection(await this.grpc.favorites.call('updateCollection', { userId, collectionId, ...body }));
  }

  async deleteCollection(userId: string, collectionId: string): Promise<void> {
    await this.grpc.favorites.call('deleteCollection', { userId, collectionId });
  }

  async addToCollection(userId: string, collectionId: string, rawActivityId: string): Promise<Collection> {
    const activity = await this.activity(rawActivityId);
    return toCollection(await this.grpc.favorites.call('addToCollection', { userId, collectionId, activityId: activity.id }));
  }

  /** A UUID is taken as it is (the activity may be gone from the catalog); a legacy id must resolve. */
  async removeFromCollection(userId: string, collectionId: string, rawActivityId: string): Promise<Collection> {
    const activityId = await this.canonicalId(rawActivityId);
    if (!activityId) throw new DomainError(DomainErrorCode.NotFound, 'Activity not found');
    return toCollection(await this.grpc.favorites.call('removeFromCollection', { userId, collectionId, activityId }));
  }

  private async activity(rawId: string): Promise<Activity> {
    const { activity } = await this.grpc.catalog.call('getActivity', { id: rawId });
    return toApiActivity(activity!);
  }

  /** The activity, or undefined when the catalog does not know the id; other failures propagate. */
  private async findActivity(rawId: string): Promise<Activity | undefined> {
    try {
      return await this.activity(rawId);
    } catch (err) {
      if (err instanceof DomainError && err.code === DomainErrorCode.NotFound) return undefined;
      throw err;
    }
  }

  private async canonicalId(rawId: string): Promise<string | undefined> {
    const id = rawId.trim();
    if (isUuid(id)) return id.toLowerCase();
    return (await this.findActivity(id))?.id;
  }

  /** One catalog lookup per distinct activity, in parallel (a list holds at most a few hundred). */
  private async enrich(favorites: favoritesV1.Favorite[], known = new Map<string, Activity>()): Promise<FavoriteItem[]> {
    const missing = [...new Set(favorites.map((f) => f.activityId))].filter((id) => !known.has(id));
    const found = await Promise.all(missing.map((id) => this.findActivity(id)));
    const activities = new Map<string, Activity | null>(known);
    missing.forEach((id, i) => activities.set(id, found[i] ?? null));
    return favorites.map((f) => toItem(f, activities.get(f.activityId) ?? null));
  }
}

function toItem(f: favoritesV1.Favorite, activity: Activity | null): FavoriteItem {
  return { id: f.id, activityId: f.activityId, createdAt: f.createdAt, notes: f.notes ?? null, activity };
}

function toCollection(c: favoritesV1.Collection): Collection {
  return { id: c.id, name: c.name, description: c.description, color: c.color, icon: c.icon, isPublic: c.isPublic, activityIds: c.activityIds, createdAt: c.createdAt };
}
