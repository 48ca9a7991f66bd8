import { Controller } from '@nestjs/common';
import { navigationV1 } from '@kah/proto';
import { GrpcAccessControl, RpcPublic } from '@kah/runtime';
import { NavigationService } from '../services/navigation.service';

@Controller()
@GrpcAccessControl()
@navigationV1.NavigationServiceControllerMethods()
export class NavigationGrpcController implements navigationV1.NavigationServiceController {
  constructor(private readonly navigation: NavigationService) {}

  @RpcPublic('the site navigation is shown to everyone')
  getTree() {
    return this.navigation.getTree();
  }

  @RpcPublic('anonymous click counting from the public shell')
  trackClick(request: navigationV1.TrackClickRequest) {
    return this.navigation.trackClick(request.itemId);
  }

  @RpcPublic('anyone may subscribe an email from the footer')
  subscribeNewsletter(request: navigationV1.SubscribeNewsletterRequest) {
    return this.navigation.subscribeNewsletter(request.email);
  }
}
