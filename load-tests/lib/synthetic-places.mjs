// Synthetic places for benchmarks only (never seeded into the product): plausible shapes and
// spreads across Greater Sydney, deterministic for a given seed.
import { randomUUID } from 'node:crypto';
import { require } from './bench-utils.mjs';

const { ACTIVITY_TYPES } = require('@kah/api-contract');

const SUBURBS = ['Parramatta', 'Bondi', 'Manly', 'Penrith', 'Chatswood', 'Liverpool', 'Cronulla', 'Newtown', 'Hornsby', 'Campbelltown',
  'Blacktown', 'Mosman', 'Marrickville', 'Castle Hill', 'Hurstville', 'Coogee', 'Ryde', 'Epping', 'Strathfield', 'Dee Why'];
const WORDS = ['Sunny', 'Koala', 'Harbour', 'Bushland', 'Rainbow', 'Wattle', 'Seaside', 'Gumtree', 'Lagoon', 'Banksia'];
const NOUNS = ['Park', 'Playground', 'Pool', 'Gallery', 'Library', 'Market', 'Reserve', 'Cafe', 'Museum', 'Track'];
const TAGS = ['outdoor', 'indoor', 'free', 'creative', 'educational', 'toddler-friendly', 'animals', 'water', 'nature', 'rainy-day', 'sensory', 'picnic', 'shade'];
const HOURS = [
  { mon: [['00:00', '24:00']], tue: [['00:00', '24:00']], wed: [['00:00', '24:00']], thu: [['00:00', '24:00']], fri: [['00:00', '24:00']], sat: [['00:00', '24:00']], sun: [['00:00', '24:00']] },
  { mon: [['09:00', '17:00']], tue: [['09:00', '17:00']], wed: [['09:00', '17:00']], thu: [['09:00', '17:00']], fri: [['09:00', '17:00']], sat: [['10:00', '16:00']], sun: [] },
  { mon: [], tue: [['10:00', '18:00']], wed: [['10:00', '18:00']], thu: [['10:00', '20:00']], fri: [['10:00', '18:00']], sat: [['09:00', '17:00']], sun: [['09:00', '17:00']] },
];
const FACILITIES = { toilets: true, babyChange: false, seating: true, shade: true, foodOptions: false, parking: true, firstAid: false, wheelchairAccess: true, publicTransport: 'Bus nearby' };

/** mulberry32: a tiny seeded PRNG, so every run benchmarks the same data. */
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function* syntheticPlaces(count, seed = 42) {
  const rnd = prng(seed);
  const pick = (xs) => xs[Math.floor(rnd() * xs.length)];
  for (let i = 0; i < count; i++) {
    const isFree = rnd() < 0.4;
    const tags = new Set(Array.from({ length: 2 + Math.floor(rnd() * 3) }, () => pick(TAGS.filter((t) => t !== 'free'))));
    if (isFree) tags.add('free');
    const suburb = pick(SUBURBS);
    yield {
      id: randomUUID(),
      slug: `synthetic-${seed}-${i}`,
      type: pick(ACTIVITY_TYPES),
      title: `${pick(WORDS)} ${pick(NOUNS)} ${i}`,
      suburb,
      address: `${1 + Math.floor(rnd() * 300)} Example St, ${suburb} NSW`,
      latitude: -34.1 + rnd() * 0.5,
      longitude: 150.65 + rnd() * 0.7,
      tags: [...tags],
      is_free: isFree,
      price: isFree ? null : 5 + Math.floor(rnd() * 60),
      price_text: isFree ? 'Free' : 'Entry fee',
      age_range: 'All ages',
      description: 'Synthetic place for benchmarks.',
      opening_hours: JSON.stringify(pick(HOURS)),
      facilities: JSON.stringify(FACILITIES),
      popularity_score: Math.floor(rnd() * 1000),
    };
  }
}

/** Inserts `count` synthetic places into <schema>.activities in batches (unnest of column arrays). */
export async function insertSyntheticPlaces(client, schema, count, seed = 42, batchSize = 5000) {
  const cols = ['id', 'slug', 'type', 'title', 'suburb', 'address', 'latitude', 'longitude', 'tags', 'is_free', 'price', 'price_text', 'age_range', 'description', 'opening_hours', 'facilities', 'popularity_score'];
  const types = ['uuid[]', 'text[]', 'text[]', 'text[]', 'text[]', 'text[]', 'float8[]', 'float8[]', 'text[]', 'bool[]', 'numeric[]', 'text[]', 'text[]', 'text[]', 'jsonb[]', 'jsonb[]', 'float8[]'];
  let batch = [];
  const flush = async () => {
    if (batch.length === 0) return;
    // text[] per row cannot be unnested as a 2-D array of ragged rows; pass tags as a Postgres array literal per row.
    const arrays = cols.map((c) => batch.map((r) => (c === 'tags' ? `{${r.tags.join(',')}}` : r[c])));
    const params = types.map((t, i) => `$${i + 1}::${t}`).join(', ');
    await client.query(
      `insert into ${schema}.activities (${cols.join(', ')}) select ${cols.map((c) => (c === 'tags' ? 'tags::text[]' : c)).join(', ')} from unnest(${params}) as u(${cols.join(', ')})`,
      arrays,
    );
    batch = [];
  };
  for (const place of syntheticPlaces(count, seed)) {
    batch.push(place);
    if (batch.length === batchSize) await flush();
  }
  await flush();
  await client.query(`analyze ${schema}.activities`);
}
