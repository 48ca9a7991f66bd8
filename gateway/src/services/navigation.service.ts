import { Inject, Injectable } from '@nestjs/common';
import { NEWSLETTER_SUBSCRIBED_MESSAGE, type NavigationItem, type NavigationLink, type NewsletterSubscribeResponse } from '@kah/api-contract';
import type { navigationV1 } from '@kah/proto';
import { GrpcClients } from '../grpc/grpc-clients';

@Injectable()
export class NavigationService {
  constructor(@Inject(GrpcClients) private readonly grpc: GrpcClients) {}

  async tree(): Promise<NavigationItem[]> {
    const res = await this.grpc.navigation.call('getTree', {});
    return res.items.map((item) => ({ ...toLink(item), children: item.children.map(toLink) }));
  }

  async trackClick(id: string): Promise<void> {
    await this.grpc.navigation.call('trackClick', { itemId: id });
  }

  async subscribeNewsletter(email: string): Promise<NewsletterSubscribeResponse> {
    const res = await this.grpc.navigation.call('subscribeNewsletter', { email });
    return { message: NEWSLETTER_SUBSCRIBED_MESSAGE, alreadySubscribed: res.alreadySubscribed };
  }
}

function toLink(item: navigationV1.NavigationItem): NavigationLink {
  return {
    id: item.id,
    title: item.title,
    slug: item.slug,
    url: item.url,
    isDropdown: item.isDropdown,
    target: item.target === '_blank' ? '_blank' : '_self',
    sortOrder: item.sortOrder,
    description: item.description ?? null,
  };
}
