import type { Migration } from 'kysely';
import * as createActivities from './20261121100000-create-activities';
import * as seedSydneyPlaces from './20261121100100-seed-sydney-places';
import * as seedMoreSydneyPlaces from './20261121100200-seed-more-sydney-places';
import * as geoIndex from './20261121100300-geo-index';
import * as searchTrigramIndexes from './20261121100400-search-trigram-indexes';
import * as storedEarthLocation from './20261121100500-stored-earth-location';
import * as seedThirdSydneyPlaces from './20261121100600-seed-third-sydney-places';
import * as createEvents from './20261121100700-create-events';
import * as seedSydneyEvents from './20261121100800-seed-sydney-events';

export const catalogMigrations: Record<string, Migration> = {
  '20261121100000-create-activities': createActivities,
  '20261121100100-seed-sydney-places': seedSydneyPlaces,
  '20261121100200-seed-more-sydney-places': seedMoreSydneyPlaces,
  '20261121100300-geo-index': geoIndex,
  '20261121100400-search-trigram-indexes': searchTrigramIndexes,
  '20261121100500-stored-earth-location': storedEarthLocation,
  '20261121100600-seed-third-sydney-places': seedThirdSydneyPlaces,
  '20261121100700-create-events': createEvents,
  '20261121100800-seed-sydney-events': seedSydneyEvents,
};
