import { Controller } from '@nestjs/common';
import { analyticsV1 } from '@kah/proto';
import { GrpcAccessControl, RpcPublic } from '@kah/runtime';
import { AnalyticsService } from '../services/analytics.service';

@Controller()
@GrpcAccessControl()
@analyticsV1.AnalyticsServiceControllerMethods()
export class AnalyticsGrpcController implements analyticsV1.AnalyticsServiceController {
  constructor(private readonly analytics: AnalyticsService) {}

  @RpcPublic("public counts shown on a place's detail page")
  getActivityMetrics(request: analyticsV1.GetActivityMetricsRequest) {
    return this.analytics.activityMetrics(request.activityId);
  }
}
