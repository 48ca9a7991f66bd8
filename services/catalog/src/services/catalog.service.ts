import { Injectable } from '@nestjs/common';
import { DomainError, DomainErrorCode } from '@kah/runtime';
import type { catalogV1 } from '@kah/proto';
import { parseActivityId } from '../domain/activity-ids';
import { summariseOpeningHours, WEEKDAYS } from '../domain/opening-hours';
import { ActivitiesRepository, type ActivityRow, type ActivitySort } from '../repositories/activities.repository';

const MAX_PAGE_SIZE = 100;

@Injectable()
export class CatalogService {
  constructor(private readonly activities: ActivitiesRepository) {}

  async list(req: catalogV1.ListActivitiesRequest): Promise<catalogV1.ListActivitiesResponse> {
    const page = req.page > 0 ? req.page : 1;
    const pageSize = req.pageSize > 0 ? Math.min(req.pageSize, MAX_PAGE_SIZE) : 24;
    const search = req.search.trim();
    if (search.length > 100) throw new DomainError(DomainErrorCode.InvalidArgument, 'search must be at most 100 characters');
    const { rows, total } = await this.activities.list({
      types: unique(req.types),
      tags: unique(req.tags.map((t) => t.toLowerCase())),
      freeOnly: req.freeOnly,
      search,
      near: nearFilter(req),
      openAt: req.openNow ? parseInstant(req.at) : undefined,
      sort: sortOf(req),
      limit: pageSize,
      offset: (page - 1) * pageSize,
    });
    return { activities: rows.map(toProto), total, page, pageSize };
  }

  async get(rawId: string): Promise<catalogV1.GetActivityResponse> {
    const lookup = parseActivityId(rawId);
    let row: ActivityRow | undefined;
    switch (lookup.kind) {
      case 'legacy':
        row = await this.activities.findByLegacyId(lookup.legacyId);
        break;
      case 'uuid':
        row = await this.activities.findById(lookup.id);
        break;
      case 'invalid':
        throw new DomainError(DomainErrorCode.NotFound, 'Activity not found');
    }
    if (!row) throw new DomainError(DomainErrorCode.NotFound, 'Activity not found');
    return { activity: toProto(row) };
  }
}

const invalid = (message: string) => new DomainError(DomainErrorCode.InvalidArgument, message);

function nearFilter(req: catalogV1.ListActivitiesRequest): { latitude: number; longitude: number; radiusKm?: number } | undefined {
  const { latitude, longitude, radiusKm } = req;
  if (latitude === undefined && longitude === undefined) {
    if (radiusKm !== undefined) throw invalid('radius needs a location (lat and lng)');
    return undefined;
  }
  if (latitude === undefined || longitude === undefined) throw invalid('lat and lng must be given together');
  if (!(latitude >= -90 && latitude <= 90)) throw invalid('lat must be between -90 and 90');
  if (!(longitude >= -180 && longitude <= 180)) throw invalid('lng must be between -180 and 180');
  if (radiusKm !== undefined && !(radiusKm > 0 && radiusKm <= 100)) throw invalid('radius must be more than 0 and at most 100 km');
  return { latitude, longitude, radiusKm };
}

function sortOf(req: catalogV1.ListActivitiesRequest): ActivitySort {
  switch (req.sort) {
    case '':
    case 'popular':
      return 'popular';
    case 'title':
      return 'title';
    case 'distance':
      if (req.latitude === undefined) throw invalid('sort=distance needs a location (lat and lng)');
      return 'distance';
    default:
      throw invalid('sort must be one of popular, distance, title');
  }
}

function parseInstant(at: string): Date {
  if (!at) return new Date();
  const t = Date.parse(at);
  if (Number.isNaN(t)) throw invalid('at must be an ISO-8601 instant');
  return new Date(t);
}

function unique(values: string[]): string[] {
  return [...new Set(values.map((v) => v.trim()).filter((v) => v.length > 0))];
}

export function toProto(row: ActivityRow): catalogV1.Activity {
  const hours = Object.fromEntries(
    WEEKDAYS.map((d) => [d, { ranges: (row.opening_hours[d] ?? []).map(([open, close]) => ({ open, close })) }]),
  ) as unknown as catalogV1.OpeningHours;
  return {
    id: row.id,
    legacyId: row.legacy_id ?? undefined,
    type: row.type,
    title: row.title,
    suburb: row.suburb,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    imageUrl: row.image_url ?? undefined,
    tags: row.tags,
    isFree: row.is_free,
    price: row.price ?? undefined,
    priceText: row.price_text,
    ageRange: row.age_range,
    description: row.description,
    openingHours: hours,
    openingHoursText: summariseOpeningHours(row.opening_hours),
    phone: row.phone ?? undefined,
    website: row.website ?? undefined,
    duration: row.duration ?? undefined,
    bestTime: row.best_time ?? undefined,
    facilities: row.facilities,
    popularityScore: row.popularity_score,
    distanceKm: row.distance_km ?? undefined,
  };
}
