import { Controller } from '@nestjs/common';
import { analyticsV1 } from '@kah/proto';
import { AnalyticsService } from '../services/analytics.service';

@Controller()
@analyticsV1.AnalyticsServiceControllerMethods()
export class AnalyticsGrpcController implements analyticsV1.AnalyticsServiceController {
  constructor(private readonly analytics: AnalyticsService) {}

  getActivityMetrics(request: analyticsV1.GetActivityMetricsRequest) {
    return this.analytics.activityMetrics(request.activityId);
  }
}
