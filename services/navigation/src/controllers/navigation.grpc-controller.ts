import { Controller } from '@nestjs/common';
import { navigationV1 } from '@kah/proto';
import { NavigationService } from '../services/navigation.service';

@Controller()
@navigationV1.NavigationServiceControllerMethods()
export class NavigationGrpcController implements navigationV1.NavigationServiceController {
  constructor(private readonly navigation: NavigationService) {}

  getTree() {
    return this.navigation.getTree();
  }

  trackClick(request: navigationV1.TrackClickRequest) {
    return this.navigation.trackClick(request.itemId);
  }

  subscribeNewsletter(request: navigationV1.SubscribeNewsletterRequest) {
    return this.navigation.subscribeNewsletter(request.email);
  }
}
