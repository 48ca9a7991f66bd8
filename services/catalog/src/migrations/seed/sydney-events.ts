import type { RecurrenceRule } from '../../domain/event-occurrences';

export type EventCategory = 'outdoor' | 'indoor' | 'educational' | 'creative' | 'active';

/** One real recurring family event or program in Greater Sydney (wording ours). */
export interface SeedEvent {
  slug: string;
  kind: 'event' | 'cultural';
  title: string;
  description: string;
  categories: EventCategory[];
  tags: string[];
  venue: string;
  suburb: string;
  lat: number;
  lng: number;
  /** The catalog place it happens at (slug in the places seed), if that place is listed. */
  placeSlug: string | null;
  /** AUD; 0 = free; null = paid, amount not listed here (see priceText). */
  price: number | null;
  priceText: string;
  ageRange: string;
  rsvpLink: string | null;
  /** Set when times vary or are not published in one place. */
  scheduleNote: string | null;
  schedule: RecurrenceRule[];
}

const CHECK = 'Check the official page for times';
/** Closed on Christmas Day. */
const XMAS = ['12-25'];
/** Libraries close between Christmas and New Year and run sessions in school terms only. */
const TERM = { during: 'term' as const, except: XMAS };
const HOLIDAYS = { during: 'school-holidays' as const, except: XMAS };

const market = (e: Omit<SeedEvent, 'kind' | 'categories' | 'price' | 'priceText' | 'ageRange'> & Partial<SeedEvent>): SeedEvent => ({
  kind: 'event',
  categories: ['outdoor'],
  price: 0,
  priceText: 'Free entry',
  ageRange: 'All ages',
  ...e,
});

const storytime = (
  slug: string, title: string, placeSlug: string, venue: string, suburb: string, lat: number, lng: number, weekday: 'mon' | 'tue' | 'wed' | 'thu' | 'fri',
  rsvpLink: string, opts: { baby?: boolean; description?: string; kind?: 'event' | 'cultural'; tags?: string[] } = {},
): SeedEvent => ({
  slug,
  kind: opts.kind ?? 'event',
  title,
  description: opts.description ?? (opts.baby
    ? 'Songs, rhymes and bounces for babies and their grown-ups, led by library staff. A gentle, social half hour; bring a mat or sit on the carpet, and stay to borrow board books afterwards.'
    : 'Stories, songs and a simple craft or movement game for toddlers and preschoolers, led by library staff. Free and drop-in at most branches, though popular sessions fill up, so arrive a few minutes early.'),
  categories: ['indoor', 'educational'],
  tags: ['storytime', 'library', 'free', 'toddler-friendly', ...(opts.tags ?? [])],
  venue,
  suburb,
  lat,
  lng,
  placeSlug,
  price: 0,
  priceText: 'Free',
  ageRange: opts.baby ? '0-18 months' : '2-5 years',
  rsvpLink,
  scheduleNote: CHECK,
  schedule: [{ freq: 'weekly', weekdays: [weekday], startTime: opts.baby ? '10:00' : '10:30', endTime: opts.baby ? '10:30' : '11:00', ...TERM }],
});

export const SYDNEY_EVENTS: SeedEvent[] = [
  // ---- Markets (entry is free; you pay for what you buy) ----
  market({
    slug: 'carriageworks-farmers-market',
    title: 'Carriageworks Farmers Market',
    description: 'Dozens of growers and producers fill the old railway workshops every Saturday morning. Kids love the breakfast stalls, and being under cover makes it a good rainy-day outing. Prams fit, but it gets busy mid-morning.',
    tags: ['market', 'food', 'farmers-market', 'rain-friendly'],
    categories: ['outdoor', 'indoor'],
    venue: 'Carriageworks', suburb: 'Eveleigh', lat: -33.8942, lng: 151.1916, placeSlug: 'carriageworks-farmers-market',
    rsvpLink: 'https://carriageworks.com.au/whats-on/carriageworks-farmers-market/', scheduleNote: null,
    schedule: [{ freq: 'weekly', weekdays: ['sat'], startTime: '08:00', endTime: '13:00', except: XMAS }],
  }),
  market({
    slug: 'marrickville-organic-food-market',
    title: 'Marrickville Organic Food & Farmers Market',
    description: 'A relaxed Sunday market in the leafy grounds of Addison Road Community Centre: organic produce, breakfast stalls, buskers and plenty of room for little ones to roam.',
    tags: ['market', 'food', 'organic', 'music'],
    venue: 'Addison Road Community Centre', suburb: 'Marrickville', lat: -33.9016, lng: 151.1651, placeSlug: 'marrickville-organic-food-market',
    rsvpLink: 'https://www.addisonroad.org.au/markets', scheduleNote: CHECK,
    schedule: [{ freq: 'weekly', weekdays: ['sun'], startTime: '08:00', endTime: '13:00', except: XMAS }],
  }),
  market({
    slug: 'the-rocks-markets',
    title: 'The Rocks Markets',
    description: 'Weekend street market under white canopies on George Street: handmade toys, crafts and street food among the sandstone laneways. Combine it with the free Rocks Discovery Museum around the corner.',
    tags: ['market', 'crafts', 'food', 'historic'],
    venue: 'George St & Jack Mundey Place', suburb: 'The Rocks', lat: -33.8588, lng: 151.2085, placeSlug: 'the-rocks-markets',
    rsvpLink: 'https://www.therocks.com/things-to-do/the-rocks-markets', scheduleNote: null,
    schedule: [{ freq: 'weekly', weekdays: ['sat', 'sun'], startTime: '10:00', endTime: '17:00', except: XMAS }],
  }),
  market({
    slug: 'bondi-markets-sunday',
    title: 'Bondi Markets',
    description: 'Sunday market in the Bondi Beach Public School grounds, a block from the sand: vintage clothes, local designers and snacks. Easy to pair with a morning swim between the flags.',
    tags: ['market', 'beach', 'crafts', 'vintage'],
    venue: 'Bondi Beach Public School', suburb: 'Bondi Beach', lat: -33.8888, lng: 151.2768, placeSlug: 'bondi-markets',
    rsvpLink: 'https://www.bondimarkets.com.au', scheduleNote: null,
    schedule: [{ freq: 'weekly', weekdays: ['sun'], startTime: '10:00', endTime: '16:00', except: XMAS }],
  }),
  market({
    slug: 'bondi-farmers-market',
    title: 'Bondi Farmers Market',
    description: 'Saturday-morning farmers market at Bondi Beach Public School with fresh produce, coffee and breakfast stalls. Small and easy with a pram.',
    tags: ['market', 'food', 'farmers-market', 'beach'],
    venue: 'Bondi Beach Public School', suburb: 'Bondi Beach', lat: -33.8888, lng: 151.2768, placeSlug: 'bondi-markets',
    rsvpLink: 'https://www.bondimarkets.com.au', scheduleNote: null,
    schedule: [{ freq: 'weekly', weekdays: ['sat'], startTime: '09:00', endTime: '13:00', except: XMAS }],
  }),
  market({
    slug: 'orange-grove-organic-market',
    title: 'Orange Grove Organic Food Market',
    description: 'One of Sydney’s longest-running organic markets, held in the Orange Grove Public School playground every Saturday. Good breakfast options and a friendly local crowd.',
    tags: ['market', 'food', 'organic'],
    venue: 'Orange Grove Public School', suburb: 'Lilyfield', lat: -33.8712, lng: 151.161, placeSlug: 'orange-grove-organic-markets',
    rsvpLink: 'https://www.orangegrovemarkets.com.au', scheduleNote: null,
    schedule: [{ freq: 'weekly', weekdays: ['sat'], startTime: '08:00', endTime: '13:00', except: XMAS }],
  }),
  market({
    slug: 'northside-produce-market',
    title: 'Northside Produce Market',
    description: 'Farmers and artisan food market in Civic Park on the first and third Saturday of the month, with a playground right next to the stalls.',
    tags: ['market', 'food', 'farmers-market', 'playground'],
    venue: 'Civic Park, Miller St', suburb: 'North Sydney', lat: -33.8368, lng: 151.2072, placeSlug: null,
    rsvpLink: 'https://www.northsydney.nsw.gov.au', scheduleNote: CHECK,
    schedule: [{ freq: 'monthly', weekday: 'sat', nth: [1, 3], startTime: '08:00', endTime: '12:00', except: XMAS }],
  }),
  market({
    slug: 'glebe-markets',
    title: 'Glebe Markets',
    description: 'Saturday market in the Glebe Public School grounds with vintage clothes, handmade goods, food stalls and usually live music on the lawn. Shady trees make it pleasant in summer.',
    tags: ['market', 'vintage', 'music', 'food'],
    venue: 'Glebe Public School', suburb: 'Glebe', lat: -33.8822, lng: 151.1893, placeSlug: 'glebe-markets',
    rsvpLink: 'https://www.glebemarkets.com.au', scheduleNote: null,
    schedule: [{ freq: 'weekly', weekdays: ['sat'], startTime: '10:00', endTime: '16:00', except: XMAS }],
  }),
  market({
    slug: 'paddington-markets',
    title: 'Paddington Markets',
    description: 'A Sydney institution since the 1970s in the grounds of Paddington Uniting Church: designers, jewellery, toys and food stalls every Saturday.',
    tags: ['market', 'crafts', 'fashion', 'food'],
    venue: 'Paddington Uniting Church, 395 Oxford St', suburb: 'Paddington', lat: -33.886, lng: 151.2285, placeSlug: 'paddington-markets',
    rsvpLink: 'https://www.paddingtonmarkets.com.au', scheduleNote: null,
    schedule: [{ freq: 'weekly', weekdays: ['sat'], startTime: '10:00', endTime: '16:00', except: XMAS }],
  }),
  market({
    slug: 'kirribilli-markets',
    title: 'Kirribilli Markets',
    description: 'Monthly general market under the Harbour Bridge in Bradfield Park, with bric-a-brac, clothes, toys and food, and harbour views from the grass.',
    tags: ['market', 'vintage', 'harbour-views'],
    venue: 'Bradfield Park', suburb: 'Milsons Point', lat: -33.8478, lng: 151.2114, placeSlug: null,
    rsvpLink: 'https://www.kirribillimarkets.com', scheduleNote: CHECK,
    schedule: [{ freq: 'monthly', weekday: 'sat', nth: [4], startTime: '07:00', endTime: '15:00', except: XMAS }],
  }),
  market({
    slug: 'eq-village-markets',
    title: 'EQ Village Markets',
    description: 'Farmers market at the Entertainment Quarter in Moore Park on Wednesday and Saturday mornings. There is a playground in the precinct and Centennial Park is next door.',
    tags: ['market', 'food', 'farmers-market', 'playground'],
    venue: 'Entertainment Quarter', suburb: 'Moore Park', lat: -33.8929, lng: 151.2263, placeSlug: null,
    rsvpLink: 'https://www.eqmoorepark.com.au', scheduleNote: CHECK,
    schedule: [{ freq: 'weekly', weekdays: ['wed', 'sat'], startTime: '08:00', endTime: '13:00', except: XMAS }],
  }),
  market({
    slug: 'surry-hills-markets',
    title: 'Surry Hills Markets',
    description: 'Community second-hand market in Shannon Reserve on the first Saturday of the month: preloved clothes, books and toys at pocket-money prices.',
    tags: ['market', 'vintage', 'secondhand'],
    venue: 'Shannon Reserve, Crown St', suburb: 'Surry Hills', lat: -33.8892, lng: 151.2125, placeSlug: null,
    rsvpLink: 'https://www.shnc.org', scheduleNote: CHECK,
    schedule: [{ freq: 'monthly', weekday: 'sat', nth: [1], startTime: '07:00', endTime: '14:00', except: XMAS }],
  }),

  // ---- Library storytime and baby rhyme time (free, school terms) ----
  storytime('customs-house-baby-bounce', 'Baby Bounce at Customs House Library', 'customs-house-library', 'Customs House Library', 'Sydney', -33.8614, 151.2103, 'mon', 'https://www.cityofsydney.nsw.gov.au/libraries', { baby: true }),
  storytime('surry-hills-storytime', 'Storytime at Surry Hills Library', 'surry-hills-library', 'Surry Hills Library', 'Surry Hills', -33.8865, 151.212, 'wed', 'https://www.cityofsydney.nsw.gov.au/libraries'),
  storytime('green-square-storytime', 'Storytime at Green Square Library', 'green-square-library', 'Green Square Library', 'Zetland', -33.9072, 151.2043, 'thu', 'https://www.cityofsydney.nsw.gov.au/libraries'),
  storytime('darling-square-bilingual-storytime', 'Bilingual Storytime at Darling Square Library', 'darling-square-library', 'Darling Square Library', 'Haymarket', -33.8785, 151.202, 'fri', 'https://www.cityofsydney.nsw.gov.au/libraries', {
    kind: 'cultural', tags: ['bilingual', 'languages'],
    description: 'Stories and songs shared in English and a community language (often Mandarin or Cantonese) for toddlers and preschoolers, a lovely way to hear another language at home in the city.',
  }),
  storytime('glebe-storytime', 'Storytime at Glebe Library', 'glebe-library', 'Glebe Library', 'Glebe', -33.878, 151.1855, 'tue', 'https://www.cityofsydney.nsw.gov.au/libraries'),
  storytime('marrickville-rhyme-time', 'Rhyme Time at Marrickville Library', 'marrickville-library', 'Marrickville Library', 'Marrickville', -33.911, 151.1563, 'tue', 'https://www.innerwest.nsw.gov.au/explore/libraries', { baby: true }),
  storytime('leichhardt-storytime', 'Storytime at Leichhardt Library', 'leichhardt-library', 'Leichhardt Library', 'Leichhardt', -33.8835, 151.1575, 'thu', 'https://www.innerwest.nsw.gov.au/explore/libraries'),
  storytime('phive-storytime', 'Storytime at Parramatta Library (PHIVE)', 'phive-parramatta-library', 'Parramatta Library at PHIVE', 'Parramatta', -33.8161, 151.0042, 'wed', 'https://www.cityofparramatta.nsw.gov.au/libraries'),
  storytime('phive-baby-rhyme-time', 'Baby Rhyme Time at Parramatta Library (PHIVE)', 'phive-parramatta-library', 'Parramatta Library at PHIVE', 'Parramatta', -33.8161, 151.0042, 'mon', 'https://www.cityofparramatta.nsw.gov.au/libraries', { baby: true }),
  storytime('waverley-toddler-time', 'Toddler Time at Waverley Library', 'waverley-library', 'Waverley Library', 'Bondi Junction', -33.892, 151.248, 'tue', 'https://www.waverley.nsw.gov.au/library'),
  storytime('stanton-storytime', 'Storytime at Stanton Library', 'stanton-library', 'Stanton Library', 'North Sydney', -33.8365, 151.2067, 'wed', 'https://www.northsydney.nsw.gov.au/library'),
  storytime('chatswood-storytime', 'Storytime at Chatswood Library', 'chatswood-library', 'Chatswood Library', 'Chatswood', -33.7962, 151.1803, 'thu', 'https://www.willoughby.nsw.gov.au/Libraries'),
  storytime('hornsby-storytime', 'Storytime at Hornsby Library', 'hornsby-central-library', 'Hornsby Central Library', 'Hornsby', -33.7035, 151.0995, 'fri', 'https://www.hornsby.nsw.gov.au/library'),
  storytime('ryde-baby-rhyme-time', 'Baby Rhyme Time at Ryde Library', 'ryde-library', 'Ryde Library', 'Ryde', -33.815, 151.105, 'fri', 'https://www.ryde.nsw.gov.au/Library', { baby: true }),
  storytime('bankstown-storytime', 'Storytime at Bankstown Library', 'bankstown-library-and-knowledge-centre', 'Bankstown Library and Knowledge Centre', 'Bankstown', -33.917, 151.033, 'mon', 'https://www.cbcity.nsw.gov.au/libraries'),
  storytime('sutherland-storytime', 'Storytime at Sutherland Library', 'sutherland-library', 'Sutherland Library', 'Sutherland', -34.0315, 151.058, 'wed', 'https://www.sutherlandshire.nsw.gov.au/library'),

  // ---- Galleries and museums ----
  {
    slug: 'agnsw-art-after-hours',
    kind: 'cultural',
    title: 'Art After Hours at the Art Gallery of NSW',
    description: 'The gallery stays open late every Wednesday with free talks, music and film. An easy after-school or after-dinner outing with older kids; the collection galleries are free.',
    categories: ['indoor', 'creative'],
    tags: ['art', 'gallery', 'evening', 'free'],
    venue: 'Art Gallery of New South Wales', suburb: 'Sydney', lat: -33.8688, lng: 151.2174, placeSlug: 'art-gallery-of-nsw',
    price: 0, priceText: 'Free (some exhibitions ticketed)', ageRange: 'All ages',
    rsvpLink: 'https://www.artgallery.nsw.gov.au/whats-on/', scheduleNote: CHECK,
    schedule: [{ freq: 'weekly', weekdays: ['wed'], startTime: '17:00', endTime: '22:00', except: XMAS }],
  },
  {
    slug: 'agnsw-free-guided-tour',
    kind: 'cultural',
    title: 'Free guided tour, Art Gallery of NSW',
    description: 'Volunteer guides lead a free highlights tour of the collection every day. Good for curious older kids; younger ones can dip in and out near the entrance galleries.',
    categories: ['indoor', 'educational'],
    tags: ['art', 'gallery', 'tour', 'free'],
    venue: 'Art Gallery of New South Wales', suburb: 'Sydney', lat: -33.8688, lng: 151.2174, placeSlug: 'art-gallery-of-nsw',
    price: 0, priceText: 'Free', ageRange: '8+ years',
    rsvpLink: 'https://www.artgallery.nsw.gov.au/whats-on/', scheduleNote: CHECK,
    schedule: [{ freq: 'weekly', weekdays: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'], startTime: '11:00', endTime: '12:00', except: XMAS }],
  },
  {
    slug: 'agnsw-school-holiday-program',
    kind: 'cultural',
    title: 'School holiday art activities, Art Gallery of NSW',
    description: 'During NSW school holidays the gallery runs drop-in art-making, trails and kids’ performances. Most activities are free; a few workshops need booking.',
    categories: ['indoor', 'creative'],
    tags: ['art', 'gallery', 'school-holidays', 'craft'],
    venue: 'Art Gallery of New South Wales', suburb: 'Sydney', lat: -33.8688, lng: 151.2174, placeSlug: 'art-gallery-of-nsw',
    price: 0, priceText: 'Free (some workshops ticketed)', ageRange: '3-12 years',
    rsvpLink: 'https://www.artgallery.nsw.gov.au/whats-on/', scheduleNote: CHECK,
    schedule: [{ freq: 'weekly', weekdays: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'], startTime: '10:00', endTime: '15:00', ...HOLIDAYS }],
  },
  {
    slug: 'australian-museum-school-holidays',
    kind: 'cultural',
    title: 'School holidays at the Australian Museum',
    description: 'Extra hands-on activities, talks and trails for kids every day of the NSW school holidays, alongside the dinosaurs and the free general-admission galleries.',
    categories: ['indoor', 'educational'],
    tags: ['museum', 'science', 'dinosaurs', 'school-holidays'],
    venue: 'Australian Museum', suburb: 'Sydney', lat: -33.8743, lng: 151.2132, placeSlug: 'australian-museum',
    price: 0, priceText: 'Free general admission (some activities ticketed)', ageRange: '3-12 years',
    rsvpLink: 'https://australian.museum/whats-on/', scheduleNote: CHECK,
    schedule: [{ freq: 'weekly', weekdays: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'], startTime: '10:00', endTime: '16:00', ...HOLIDAYS }],
  },
  {
    slug: 'mca-family-sunday',
    kind: 'cultural',
    title: 'Family art making at the MCA',
    description: 'Free drop-in art-making for families at the Museum of Contemporary Art on Sundays, inspired by what is on in the galleries. General entry to the MCA is free.',
    categories: ['indoor', 'creative'],
    tags: ['art', 'craft', 'gallery', 'free'],
    venue: 'Museum of Contemporary Art Australia', suburb: 'The Rocks', lat: -33.86, lng: 151.209, placeSlug: 'museum-of-contemporary-art-australia',
    price: 0, priceText: 'Free', ageRange: '3-12 years',
    rsvpLink: 'https://www.mca.com.au/whats-on/', scheduleNote: CHECK,
    schedule: [{ freq: 'weekly', weekdays: ['sun'], startTime: '11:00', endTime: '15:00', except: XMAS }],
  },
  {
    slug: 'maritime-museum-kids-on-deck',
    kind: 'event',
    title: 'Kids on Deck at the Maritime Museum',
    description: 'Craft and play sessions for young children at the Australian National Maritime Museum on Darling Harbour during the school holidays, with ships to spot from the wharf.',
    categories: ['indoor', 'creative'],
    tags: ['museum', 'boats', 'craft', 'school-holidays'],
    venue: 'Australian National Maritime Museum', suburb: 'Sydney', lat: -33.8692, lng: 151.1985, placeSlug: 'australian-national-maritime-museum',
    price: 0, priceText: 'Free', ageRange: '3-8 years',
    rsvpLink: 'https://www.sea.museum/whats-on', scheduleNote: CHECK,
    schedule: [{ freq: 'weekly', weekdays: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'], startTime: '10:00', endTime: '14:00', ...HOLIDAYS }],
  },
  {
    slug: 'sydney-observatory-holiday-program',
    kind: 'event',
    title: 'School holiday activities at Sydney Observatory',
    description: 'Astronomy activities for kids at the historic observatory on Observatory Hill during the school holidays; the hill itself is a great picnic spot with harbour views.',
    categories: ['indoor', 'educational'],
    tags: ['science', 'space', 'school-holidays', 'historic'],
    venue: 'Sydney Observatory', suburb: 'Millers Point', lat: -33.8594, lng: 151.2046, placeSlug: 'sydney-observatory',
    price: null, priceText: 'Ticketed (prices on the official page)', ageRange: '5-12 years',
    rsvpLink: 'https://powerhouse.com.au/visit/sydney-observatory', scheduleNote: CHECK,
    schedule: [{ freq: 'weekly', weekdays: ['mon', 'tue', 'wed', 'thu', 'fri'], startTime: '10:30', endTime: '12:00', ...HOLIDAYS }],
  },

  // ---- Outdoors and active ----
  {
    slug: 'rbg-free-guided-walk',
    kind: 'event',
    title: 'Free guided walk, Royal Botanic Garden',
    description: 'Volunteer guides lead a free walk through the garden every morning, pointing out plants, birds and history. Prams manage the main paths; allow about an hour and a half.',
    categories: ['outdoor', 'educational'],
    tags: ['walk', 'nature', 'garden', 'free'],
    venue: 'Royal Botanic Garden Sydney (Visitor Centre)', suburb: 'Sydney', lat: -33.8642, lng: 151.2166, placeSlug: 'royal-botanic-garden-sydney',
    price: 0, priceText: 'Free', ageRange: 'All ages',
    rsvpLink: 'https://www.botanicgardens.org.au/royal-botanic-garden-sydney/whats-on', scheduleNote: CHECK,
    schedule: [{ freq: 'weekly', weekdays: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'], startTime: '10:30', endTime: '12:00' }],
  },
  {
    slug: 'rbg-aboriginal-heritage-tour',
    kind: 'cultural',
    title: 'Aboriginal Heritage Tour, Royal Botanic Garden',
    description: 'An Aboriginal guide shares the story of the Gadigal land the garden sits on, with native plants used for food, medicine and tools, and bush-tucker tastings. Book ahead.',
    categories: ['outdoor', 'educational'],
    tags: ['aboriginal-culture', 'first-nations', 'walk', 'bush-tucker'],
    venue: 'Royal Botanic Garden Sydney', suburb: 'Sydney', lat: -33.8642, lng: 151.2166, placeSlug: 'royal-botanic-garden-sydney',
    price: null, priceText: 'Paid tour (book ahead)', ageRange: '6+ years',
    rsvpLink: 'https://www.botanicgardens.org.au/royal-botanic-garden-sydney/whats-on', scheduleNote: CHECK,
    schedule: [{ freq: 'weekly', weekdays: ['wed', 'fri', 'sat'], startTime: '10:00', endTime: '11:30', except: XMAS }],
  },
  {
    slug: 'centennial-parkrun',
    kind: 'event',
    title: 'Centennial parkrun (5 km)',
    description: 'Free, timed 5 km run, jog or walk around Centennial Park every Saturday morning. Families are welcome; children under 11 stay within arm’s reach of an adult. Register once online and bring your barcode.',
    categories: ['outdoor', 'active'],
    tags: ['running', 'parkrun', 'free', 'community'],
    venue: 'Centennial Park', suburb: 'Centennial Park', lat: -33.8983, lng: 151.2359, placeSlug: 'centennial-park',
    price: 0, priceText: 'Free (register once)', ageRange: '4+ years with an adult',
    rsvpLink: 'https://www.parkrun.com.au/centennial/', scheduleNote: null,
    schedule: [{ freq: 'weekly', weekdays: ['sat'], startTime: '07:00', endTime: '08:00' }],
  },
  {
    slug: 'st-peters-parkrun',
    kind: 'event',
    title: 'St Peters parkrun (5 km)',
    description: 'Free, timed 5 km run or walk through Sydney Park every Saturday morning, finishing near the big playground and the wetlands. Prams are welcome at the back of the field.',
    categories: ['outdoor', 'active'],
    tags: ['running', 'parkrun', 'free', 'community'],
    venue: 'Sydney Park', suburb: 'St Peters', lat: -33.9099, lng: 151.185, placeSlug: 'sydney-park',
    price: 0, priceText: 'Free (register once)', ageRange: '4+ years with an adult',
    rsvpLink: 'https://www.parkrun.com.au/stpeters/', scheduleNote: null,
    schedule: [{ freq: 'weekly', weekdays: ['sat'], startTime: '07:00', endTime: '08:00' }],
  },
  {
    slug: 'parramatta-parkrun',
    kind: 'event',
    title: 'Parramatta parkrun (5 km)',
    description: 'Free, timed 5 km run or walk along the river paths of Parramatta Park every Saturday morning. A friendly first parkrun for families in the west.',
    categories: ['outdoor', 'active'],
    tags: ['running', 'parkrun', 'free', 'community'],
    venue: 'Parramatta Park', suburb: 'Parramatta', lat: -33.8137, lng: 150.9979, placeSlug: 'parramatta-park',
    price: 0, priceText: 'Free (register once)', ageRange: '4+ years with an adult',
    rsvpLink: 'https://www.parkrun.com.au/parramatta/', scheduleNote: null,
    schedule: [{ freq: 'weekly', weekdays: ['sat'], startTime: '07:00', endTime: '08:00' }],
  },
  {
    slug: 'junior-parkrun-sydney',
    kind: 'event',
    title: 'junior parkrun (2 km, ages 4–14)',
    description: 'Free, timed 2 km runs just for kids aged 4 to 14, held every Sunday morning at parks across Sydney. Parents can run alongside or cheer; register your child once online and bring the barcode.',
    categories: ['outdoor', 'active'],
    tags: ['running', 'parkrun', 'free', 'kids-only'],
    venue: 'Parks across Greater Sydney (find your nearest on parkrun’s map)', suburb: 'Greater Sydney', lat: -33.8688, lng: 151.2093, placeSlug: null,
    price: 0, priceText: 'Free (register once)', ageRange: '4-14 years',
    rsvpLink: 'https://www.parkrun.com.au/events/juniors/', scheduleNote: 'Start times and courses vary by park; check your local junior parkrun page',
    schedule: [{ freq: 'weekly', weekdays: ['sun'], startTime: '08:00', endTime: '08:45' }],
  },

  // ---- Cultural programs ----
  {
    slug: 'chinese-garden-of-friendship-visit',
    kind: 'cultural',
    title: 'Chinese Garden of Friendship',
    description: 'A walled Chinese garden built for Sydney’s bicentenary, with waterfalls, koi ponds, pavilions and a teahouse. Kids can hunt for dragons in the carvings and watch the koi from the bridges.',
    categories: ['outdoor', 'educational'],
    tags: ['garden', 'chinese-culture', 'koi', 'photos'],
    venue: 'Chinese Garden of Friendship', suburb: 'Sydney', lat: -33.8766, lng: 151.2028, placeSlug: 'chinese-garden-of-friendship',
    price: null, priceText: 'Paid entry (child and family tickets available)', ageRange: 'All ages',
    rsvpLink: 'https://www.darlingharbour.com/things-to-do/chinese-garden-of-friendship', scheduleNote: CHECK,
    schedule: [{ freq: 'weekly', weekdays: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'], startTime: '10:00', endTime: '17:00', except: XMAS }],
  },
  {
    slug: 'sydney-opera-house-tour',
    kind: 'cultural',
    title: 'Sydney Opera House guided tour',
    description: 'A one-hour walk through the Opera House’s foyers and theatres with a guide who tells the story of its design and building. Stairs are involved; there are accessible tour options.',
    categories: ['indoor', 'educational'],
    tags: ['architecture', 'performing-arts', 'tour', 'landmark'],
    venue: 'Sydney Opera House', suburb: 'Sydney', lat: -33.8568, lng: 151.2153, placeSlug: 'sydney-opera-house',
    price: null, priceText: 'Paid tour (family tickets available)', ageRange: '5+ years',
    rsvpLink: 'https://www.sydneyoperahouse.com/tours-and-experiences', scheduleNote: 'Tours run several times a day; check the official page for times',
    schedule: [{ freq: 'weekly', weekdays: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'], startTime: '10:00', endTime: '11:00', except: XMAS }],
  },
  {
    slug: 'sydney-opera-house-kids-holidays',
    kind: 'cultural',
    title: 'Kids’ shows at the Sydney Opera House (school holidays)',
    description: 'The Opera House programs theatre, music and dance for young audiences through the school holidays, many of them short enough for preschoolers.',
    categories: ['indoor', 'creative'],
    tags: ['performing-arts', 'theatre', 'music', 'school-holidays'],
    venue: 'Sydney Opera House', suburb: 'Sydney', lat: -33.8568, lng: 151.2153, placeSlug: 'sydney-opera-house',
    price: null, priceText: 'Ticketed (prices vary by show)', ageRange: '2-12 years',
    rsvpLink: 'https://www.sydneyoperahouse.com/whats-on', scheduleNote: CHECK,
    schedule: [{ freq: 'weekly', weekdays: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'], startTime: '11:00', endTime: '12:00', ...HOLIDAYS }],
  },
  {
    slug: 'taronga-bird-show',
    kind: 'event',
    title: 'Free-flight bird show, Taronga Zoo',
    description: 'Birds of prey and parrots swoop low over the crowd with the harbour and city as a backdrop. Included with zoo entry; arrive early for a seat in the shade.',
    categories: ['outdoor', 'educational'],
    tags: ['animals', 'zoo', 'birds', 'show'],
    venue: 'Taronga Zoo Sydney', suburb: 'Mosman', lat: -33.8436, lng: 151.2411, placeSlug: 'taronga-zoo-sydney',
    price: null, priceText: 'Included with zoo entry', ageRange: 'All ages',
    rsvpLink: 'https://taronga.org.au/sydney-zoo', scheduleNote: CHECK,
    schedule: [{ freq: 'weekly', weekdays: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'], startTime: '12:00', endTime: '12:30' }],
  },
  {
    slug: 'nye-family-fireworks',
    kind: 'cultural',
    title: 'New Year’s Eve 9pm Family Fireworks',
    description: 'Sydney’s early fireworks over the harbour at 9 pm on New Year’s Eve, set off for families with children who will not last until midnight. Vantage points fill early and some need tickets.',
    categories: ['outdoor'],
    tags: ['fireworks', 'harbour', 'festival', 'evening'],
    venue: 'Sydney Harbour foreshore', suburb: 'Sydney', lat: -33.8568, lng: 151.2153, placeSlug: null,
    price: 0, priceText: 'Free at most vantage points (some ticketed)', ageRange: 'All ages',
    rsvpLink: 'https://www.sydneynewyearseve.com', scheduleNote: null,
    schedule: [{ freq: 'dates', dates: ['2026-12-31', '2027-12-31', '2028-12-31'], startTime: '21:00', endTime: '21:15' }],
  },
  {
    slug: 'wugulora-morning-ceremony',
    kind: 'cultural',
    title: 'WugulOra Morning Ceremony (26 January)',
    description: 'A free Aboriginal ceremony on the harbour on the morning of 26 January, with a smoking ceremony, songs and dance honouring the First Peoples of this land.',
    categories: ['outdoor', 'educational'],
    tags: ['aboriginal-culture', 'first-nations', 'ceremony', 'free'],
    venue: 'Barangaroo Reserve', suburb: 'Barangaroo', lat: -33.8578, lng: 151.2007, placeSlug: 'barangaroo-reserve',
    price: 0, priceText: 'Free', ageRange: 'All ages',
    rsvpLink: 'https://www.australiaday.com.au', scheduleNote: CHECK,
    schedule: [{ freq: 'dates', dates: ['2027-01-26', '2028-01-26'], startTime: '07:30', endTime: '09:00' }],
  },
];
