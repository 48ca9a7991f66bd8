import { Inject, Injectable } from '@nestjs/common';
import type { Activity, ActivityListQuerySchema, ActivityListResponse, ActivityMetrics, ActivityType } from '@kah/api-contract';
import type { catalogV1 } from '@kah/proto';
import type { z } from 'zod';
import { GrpcClients } from '../grpc/grpc-clients';

type ListQuery = z.output<typeof ActivityListQuerySchema>;
const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

@Injectable()
export class ActivitiesService {
  constructor(@Inject(GrpcClients) private readonly grpc: GrpcClients) {}

  async list(query: ListQuery): Promise<ActivityListResponse> {
    const res = await this.grpc.catalog.call('listActivities', {
      types: query.type,
      tags: query.tags,
      freeOnly: query.free ?? false,
      search: query.search ?? '',
      page: query.page,
      pageSize: query.pageSize,
      latitude: query.lat,
      longitude: query.lng,
      radiusKm: query.radius,
      sort: query.sort,
      openNow: query.openNow ?? false,
      at: '',
    });
    return {
      data: res.activities.map(toApiActivity),
      pagination: { page: res.page, pageSize: res.pageSize, total: res.total, pages: Math.max(1, Math.ceil(res.total / res.pageSize)) },
    };
  }

  async get(id: string): Promise<Activity> {
    const res = await this.grpc.catalog.call('getActivity', { id });
    return toApiActivity(res.activity!);
  }

  /** Resolves legacy ids through the catalog (404 for unknown ones) before asking analytics. */
  async metrics(id: string): Promise<ActivityMetrics> {
    const activity = await this.get(id);
    const m = await this.grpc.analytics.call('getActivityMetrics', { activityId: activity.id });
    return { ...m, updatedAt: m.updatedAt ?? null };
  }
}

export function toApiActivity(a: catalogV1.Activity): Activity {
  return {
    id: a.id,
    legacyId: a.legacyId ?? null,
    type: a.type as ActivityType,
    title: a.title,
    location: a.suburb,
    suburb: a.suburb,
    address: a.address,
    latitude: a.latitude,
    longitude: a.longitude,
    imageUrl: a.imageUrl ?? null,
    tags: a.tags,
    isFree: a.isFree,
    price: a.price ?? null,
    priceText: a.priceText,
    ageRange: a.ageRange,
    description: a.description,
    openingHours: Object.fromEntries(
      DAYS.map((d) => [d, (a.openingHours?.[d]?.ranges ?? []).map((r) => [r.open, r.close] as [string, string])]),
    ) as Activity['openingHours'],
    openingHoursText: a.openingHoursText,
    phone: a.phone ?? null,
    website: a.website ?? null,
    duration: a.duration ?? null,
    bestTime: a.bestTime ?? null,
    facilities: a.facilities ?? {
      toilets: false, babyChange: false, seating: false, shade: false, foodOptions: false, parking: false, firstAid: false, wheelchairAccess: false, publicTransport: '',
    },
    popularityScore: a.popularityScore,
    distanceKm: a.distanceKm ?? null,
  };
}
