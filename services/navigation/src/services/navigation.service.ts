import { Injectable } from '@nestjs/common';
import { DomainError, DomainErrorCode } from '@kah/runtime';
import type { navigationV1 } from '@kah/proto';
import { isUuid } from '../domain/navigation-ids';
import { normaliseNewsletterEmail } from '../domain/newsletter-email';
import { NavigationRepository, type NavigationItemRow } from '../repositories/navigation.repository';
import { NewsletterRepository } from '../repositories/newsletter.repository';

@Injectable()
export class NavigationService {
  constructor(
    private readonly navigation: NavigationRepository,
    private readonly newsletter: NewsletterRepository,
  ) {}

  async getTree(): Promise<navigationV1.NavigationTree> {
    return { items: buildTree(await this.navigation.listItems()) };
  }

  async trackClick(rawId: string): Promise<navigationV1.TrackClickResponse> {
    const id = rawId.trim().toLowerCase();
    if (!isUuid(id)) throw new DomainError(DomainErrorCode.InvalidArgument, 'Navigation item id must be a UUID');
    const clicks = await this.navigation.incrementClicks(id);
    if (clicks === undefined) throw new DomainError(DomainErrorCode.NotFound, 'Navigation item not found');
    return { clicks };
  }

  async subscribeNewsletter(rawEmail: string): Promise<navigationV1.SubscribeNewsletterResponse> {
    const email = normaliseNewsletterEmail(rawEmail);
    if (!email) throw new DomainError(DomainErrorCode.InvalidArgument, 'Please enter a valid email address.');
    const created = await this.newsletter.subscribe(email);
    return { alreadySubscribed: !created };
  }
}

/** Nests rows under their parents, keeping the repository's order at every level; orphans are dropped. */
export function buildTree(rows: NavigationItemRow[]): navigationV1.NavigationItem[] {
  const nodes = new Map<string, navigationV1.NavigationItem>();
  for (const r of rows) {
    nodes.set(r.id, {
      id: r.id, title: r.title, slug: r.slug, url: r.url, isDropdown: r.is_dropdown, target: r.target,
      sortOrder: r.sort_order, description: r.description ?? undefined, children: [],
    });
  }
  const roots: navigationV1.NavigationItem[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id)!;
    if (r.parent_id === null) roots.push(node);
    else nodes.get(r.parent_id)?.children.push(node);
  }
  return roots;
}
