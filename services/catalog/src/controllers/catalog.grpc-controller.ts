import { Controller } from '@nestjs/common';
import { catalogV1 } from '@kah/proto';
import { CatalogService } from '../services/catalog.service';

@Controller()
@catalogV1.CatalogServiceControllerMethods()
export class CatalogGrpcController implements Pick<catalogV1.CatalogServiceController, 'listActivities' | 'getActivity'> {
  constructor(private readonly catalog: CatalogService) {}

  listActivities(request: catalogV1.ListActivitiesRequest) {
    return this.catalog.list(request);
  }

  getActivity(request: catalogV1.GetActivityRequest) {
    return this.catalog.get(request.id);
  }
}
