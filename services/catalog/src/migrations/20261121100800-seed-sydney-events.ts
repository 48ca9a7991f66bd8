import type { Kysely } from 'kysely';
import { eventSlugToUuid } from '../domain/event-ids';
import type { CatalogDb } from '../repositories/catalog.tables';
import { SYDNEY_EVENTS } from './seed/sydney-events';

/** Real recurring Greater Sydney family events; ids derive from slugs so they never change. */
export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Kysely<CatalogDb>;
  const slugs = SYDNEY_EVENTS.map((e) => e.placeSlug).filter((s): s is string => s !== null);
  const places = slugs.length > 0 ? await db.selectFrom('activities').select(['id', 'slug']).where('slug', 'in', slugs).execute() : [];
  const placeId = new Map(places.map((p) => [p.slug, p.id]));
  await db
    .insertInto('events')
    .values(
      SYDNEY_EVENTS.map((e) => ({
        id: eventSlugToUuid(e.slug),
        slug: e.slug,
        kind: e.kind,
        title: e.title,
        description: e.description,
        categories: e.categories,
        tags: e.tags,
        venue: e.venue,
        suburb: e.suburb,
        latitude: e.lat,
        longitude: e.lng,
        activity_id: e.placeSlug ? (placeId.get(e.placeSlug) ?? null) : null,
        price: e.price,
        price_text: e.priceText,
        age_range: e.ageRange,
        image_url: null,
        rsvp_link: e.rsvpLink,
        schedule_note: e.scheduleNote,
        recurrence: JSON.stringify(e.schedule),
      })),
    )
    .onConflict((oc) => oc.column('slug').doNothing())
    .execute();
}

export async function down(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Kysely<CatalogDb>;
  await db.deleteFrom('events').where('slug', 'in', SYDNEY_EVENTS.map((e) => e.slug)).execute();
}
