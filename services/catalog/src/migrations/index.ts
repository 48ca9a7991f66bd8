import type { Migration } from 'kysely';
import * as createActivities from './20261121100000-create-activities';
import * as seedSydneyPlaces from './20261121100100-seed-sydney-places';
import * as seedMoreSydneyPlaces from './20261121100200-seed-more-sydney-places';
import * as geoIndex from './20261121100300-geo-index';
import * as searchTrigramIndexes from './20261121100400-search-trigram-indexes';
import * as storedEarthLocation from './20261121100500-stored-earth-location';

export const catalogMigrations: Record<string, Migration> = {
  '20261121100000-create-activities': createActivities,
  '20261121100100-seed-sydney-places': seedSydneyPlaces,
  '20261121100200-seed-more-sydney-places': seedMoreSydneyPlaces,
  '20261121100300-geo-index': geoIndex,
  '20261121100400-search-trigram-indexes': searchTrigramIndexes,
  '20261121100500-stored-earth-location': storedEarthLocation,
};
