import { z } from 'zod';
import { ActivitySchema } from './activities.contract';

// Favourites and collections of the signed-in user (spec 000 section 3). Every route needs
// `Authorization: Bearer <access token>`; the user is always the session's, never the body's.

export const DEFAULT_COLLECTION_COLOR = '#FF69B4';
export const DEFAULT_COLLECTION_ICON = 'heart';
export const MAX_MERGE_FAVORITES = 500;
export const FAVORITES_MESSAGES = {
  activityNotFound: 'Activity not found',
  collectionNotFound: 'Collection not found',
} as const;

/** A catalog UUID or a legacy short id ("a1"); the gateway resolves it to the canonical UUID. */
export const ActivityIdInputSchema = z
  .string({ message: 'activityId is required' })
  .trim()
  .min(1, 'activityId is required')
  .max(64, 'activityId is too long');

export const FavoriteItemSchema = z.object({
  id: z.uuid(),
  /** Canonical catalog id (legacy ids are resolved on the way in). */
  activityId: z.uuid(),
  createdAt: z.string(),
  notes: z.string().nullable(),
  /** The catalog's activity; null when it no longer exists. */
  activity: ActivitySchema.nullable(),
});
export type FavoriteItem = z.infer<typeof FavoriteItemSchema>;

/** Newest first. */
export const FavoriteListResponseSchema = z.object({ items: z.array(FavoriteItemSchema) });
export type FavoriteListResponse = z.infer<typeof FavoriteListResponseSchema>;

export const AddFavoriteRequestSchema = z.object({
  activityId: ActivityIdInputSchema,
  notes: z.string().trim().max(500, 'notes must be at most 500 characters').optional(),
});
export type AddFavoriteRequest = z.infer<typeof AddFavoriteRequestSchema>;

/** The browser's local favourites, merged on sign-in; unknown ids are skipped. */
export const MergeFavoritesRequestSchema = z.object({
  activityIds: z
    .array(ActivityIdInputSchema, { message: 'activityIds must be a list of activity ids' })
    .min(1, 'activityIds must contain at least one id')
    .max(MAX_MERGE_FAVORITES, `activityIds may contain at most ${MAX_MERGE_FAVORITES} ids`),
});
export type MergeFavoritesRequest = z.infer<typeof MergeFavoritesRequestSchema>;

export const FavoriteActivityParamSchema = z.object({ activityId: ActivityIdInputSchema });

const CollectionNameSchema = z
  .string({ message: 'Collection name is required' })
  .trim()
  .min(1, 'Collection name is required')
  .max(80, 'Collection name must be at most 80 characters');
const CollectionDescriptionSchema = z.string().trim().max(500, 'description must be at most 500 characters');
const CollectionColorSchema = z
  .string({ message: 'color must be a hex colour like #FF69B4' })
  .trim()
  .regex(/^#[0-9A-Fa-f]{6}$/, 'color must be a hex colour like #FF69B4')
  .transform((c) => c.toUpperCase());
const CollectionIconSchema = z.string().trim().min(1, 'icon must be 1 to 40 characters').max(40, 'icon must be 1 to 40 characters');

export const CollectionSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  /** #RRGGBB */
  color: z.string(),
  icon: z.string(),
  isPublic: z.boolean(),
  /** In the order they were added. */
  activityIds: z.array(z.uuid()),
  createdAt: z.string(),
});
export type Collection = z.infer<typeof CollectionSchema>;

export const CollectionListResponseSchema = z.object({ items: z.array(CollectionSchema) });
export type CollectionListResponse = z.infer<typeof CollectionListResponseSchema>;

/** color defaults to #FF69B4, icon to heart, isPublic to false. */
export const CreateCollectionRequestSchema = z.object({
  name: CollectionNameSchema,
  description: CollectionDescriptionSchema.optional(),
  color: CollectionColorSchema.optional(),
  icon: CollectionIconSchema.optional(),
  isPublic: z.boolean({ message: 'isPublic must be true or false' }).optional(),
});
export type CreateCollectionRequest = z.input<typeof CreateCollectionRequestSchema>;

/** Only the given fields change. */
export const UpdateCollectionRequestSchema = CreateCollectionRequestSchema.partial().refine(
  (v) => Object.values(v).some((x) => x !== undefined),
  { message: 'Nothing to update' },
);
export type UpdateCollectionRequest = z.input<typeof UpdateCollectionRequestSchema>;

export const CollectionActivityRequestSchema = z.object({ activityId: ActivityIdInputSchema });
export type CollectionActivityRequest = z.infer<typeof CollectionActivityRequestSchema>;

export const CollectionParamSchema = z.object({ id: z.string().trim().min(1).max(64, 'id is too long') });
export const CollectionActivityParamSchema = CollectionParamSchema.extend({ activityId: ActivityIdInputSchema });
