import { GrpcClient } from '@kah/runtime';
import type { analyticsV1, assistantV1, authV1, catalogV1, favoritesV1, navigationV1, photosV1 } from '@kah/proto';
import type { GatewayConfig } from '../config/gateway.config';

/** One client per downstream service; the gateway fans out to them. */
export class GrpcClients {
  readonly catalog: GrpcClient<catalogV1.CatalogServiceClient>;
  readonly analytics: GrpcClient<analyticsV1.AnalyticsServiceClient>;
  readonly auth: GrpcClient<authV1.AuthServiceClient>;
  readonly favorites: GrpcClient<favoritesV1.FavoritesServiceClient>;
  readonly photos: GrpcClient<photosV1.PhotosServiceClient>;
  readonly navigation: GrpcClient<navigationV1.NavigationServiceClient>;
  readonly assistant: GrpcClient<assistantV1.AssistantServiceClient>;

  constructor(config: GatewayConfig) {
    this.catalog = new GrpcClient('catalog', config.CATALOG_GRPC_URL);
    this.analytics = new GrpcClient('analytics', config.ANALYTICS_GRPC_URL);
    this.auth = new GrpcClient('auth', config.AUTH_GRPC_URL);
    this.favorites = new GrpcClient('favorites', config.FAVORITES_GRPC_URL);
    this.photos = new GrpcClient('photos', config.PHOTOS_GRPC_URL);
    this.navigation = new GrpcClient('navigation', config.NAVIGATION_GRPC_URL);
    this.assistant = new GrpcClient('assistant', config.ASSISTANT_GRPC_URL);
  }

  all(): GrpcClient<object>[] {
    return [this.auth, this.catalog, this.favorites, this.photos, this.navigation, this.assistant, this.analytics];
  }

  close(): void {
    for (const c of this.all()) c.close();
  }
}
