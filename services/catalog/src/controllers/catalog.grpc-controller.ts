import { Controller } from '@nestjs/common';
import { catalogV1 } from '@kah/proto';
import { GrpcAccessControl, RpcPublic } from '@kah/runtime';
import { CatalogService } from '../services/catalog.service';
import { EventsService } from '../services/events.service';

@Controller()
@GrpcAccessControl()
@catalogV1.CatalogServiceControllerMethods()
export class CatalogGrpcController implements Pick<catalogV1.CatalogServiceController, 'listActivities' | 'getActivity' | 'listEvents' | 'getEventsTimeline' | 'getEvent'> {
  constructor(
    private readonly catalog: CatalogService,
    private readonly events: EventsService,
  ) {}

  @RpcPublic('public browsing: anyone may list places')
  listActivities(request: catalogV1.ListActivitiesRequest) {
    return this.catalog.list(request);
  }

  @RpcPublic('public browsing: anyone may open a place')
  getActivity(request: catalogV1.GetActivityRequest) {
    return this.catalog.get(request.id);
  }

  @RpcPublic('public browsing: anyone may list events')
  listEvents(request: catalogV1.ListEventsRequest) {
    return this.events.list(request);
  }

  @RpcPublic('public browsing: anyone may see the events timeline')
  getEventsTimeline(request: catalogV1.GetEventsTimelineRequest) {
    return this.events.timeline(request);
  }

  @RpcPublic('public browsing: anyone may open an event')
  getEvent(request: catalogV1.GetEventRequest) {
    return this.events.get(request);
  }
}
