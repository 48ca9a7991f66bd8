import { Controller } from '@nestjs/common';
import { favoritesV1 } from '@kah/proto';
import { GrpcAccessControl, RpcSelf } from '@kah/runtime';
import { FavoritesService } from '../services/favorites.service';

// Every method acts only for the caller its forwarded access token names (checked again here,
// whatever the gateway did): a user can never read or change another user's favourites.
@Controller()
@GrpcAccessControl()
@RpcSelf('userId')
@favoritesV1.FavoritesServiceControllerMethods()
export class FavoritesGrpcController implements favoritesV1.FavoritesServiceController {
  constructor(private readonly favorites: FavoritesService) {}

  listFavorites(request: favoritesV1.ListFavoritesRequest) {
    return this.favorites.list(request);
  }

  addFavorite(request: favoritesV1.AddFavoriteRequest) {
    return this.favorites.add(request);
  }

  removeFavorite(request: favoritesV1.RemoveFavoriteRequest) {
    return this.favorites.remove(request);
  }

  mergeFavorites(request: favoritesV1.MergeFavoritesRequest) {
    return this.favorites.merge(request);
  }

  listCollections(request: favoritesV1.ListCollectionsRequest) {
    return this.favorites.listCollections(request);
  }

  createCollection(request: favoritesV1.CreateCollectionRequest) {
    return this.favorites.createCollection(request);
  }

  updateCollection(request: favoritesV1.UpdateCollectionRequest) {
    return this.favorites.updateCollection(request);
  }

  deleteCollection(request: favoritesV1.DeleteCollectionRequest) {
    return this.favorites.deleteCollection(request);
  }

  addToCollection(request: favoritesV1.AddToCollectionRequest) {
    return this.favorites.addToCollection(request);
  }

  removeFromCollection(request: favoritesV1.RemoveFromCollectionRequest) {
    return this.favorites.removeFromCollection(request);
  }
}
