import { join } from 'node:path';

export * as catalogV1 from './gen/kah/catalog/v1/catalog';
export * as analyticsV1 from './gen/kah/analytics/v1/analytics';
export * as authV1 from './gen/kah/auth/v1/auth';
export * as favoritesV1 from './gen/kah/favorites/v1/favorites';
export * as photosV1 from './gen/kah/photos/v1/photos';
export * as navigationV1 from './gen/kah/navigation/v1/navigation';
export * as assistantV1 from './gen/kah/assistant/v1/assistant';
export * as eventsV1 from './gen/kah/events/v1/events';

/** Folder holding the .proto files, for @grpc/proto-loader at run time. */
export const PROTO_ROOT = join(__dirname, '..');

/** The .proto file (relative to PROTO_ROOT) and fully-qualified package of each gRPC service. */
export const GRPC_SERVICES = {
  catalog: { protoFile: 'kah/catalog/v1/catalog.proto', pkg: 'kah.catalog.v1', service: 'CatalogService' },
  analytics: { protoFile: 'kah/analytics/v1/analytics.proto', pkg: 'kah.analytics.v1', service: 'AnalyticsService' },
  auth: { protoFile: 'kah/auth/v1/auth.proto', pkg: 'kah.auth.v1', service: 'AuthService' },
  favorites: { protoFile: 'kah/favorites/v1/favorites.proto', pkg: 'kah.favorites.v1', service: 'FavoritesService' },
  photos: { protoFile: 'kah/photos/v1/photos.proto', pkg: 'kah.photos.v1', service: 'PhotosService' },
  navigation: { protoFile: 'kah/navigation/v1/navigation.proto', pkg: 'kah.navigation.v1', service: 'NavigationService' },
  assistant: { protoFile: 'kah/assistant/v1/assistant.proto', pkg: 'kah.assistant.v1', service: 'AssistantService' },
} as const;
export type ServiceName = keyof typeof GRPC_SERVICES;
