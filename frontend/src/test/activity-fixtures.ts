import type { Activity, ActivityListResponse } from '@kah/api-contract';

const WEEK_9_TO_5 = {
  mon: [['09:00', '17:00']],
  tue: [['09:00', '17:00']],
  wed: [['09:00', '17:00']],
  thu: [['09:00', '17:00']],
  fri: [['09:00', '17:00']],
  sat: [['08:00', '18:00']],
  sun: [],
} as Activity['openingHours'];

export function makeActivity(overrides: Partial<Activity> = {}): Activity {
  return {
    id: '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f',
    legacyId: 'a1',
    type: 'park',
    title: 'Bicentennial Park Playground',
    location: 'Sydney Olympic Park',
    suburb: 'Sydney Olympic Park',
    address: 'Australia Ave, Sydney Olympic Park NSW 2127',
    latitude: -33.8466,
    longitude: 151.0781,
    imageUrl: 'https://images.example.com/park.jpg',
    tags: ['outdoor', 'free', 'toddler-friendly', 'picnic', 'nature'],
    isFree: true,
    price: null,
    priceText: 'Free',
    ageRange: '2-12 years',
    description: 'A huge adventure playground with flying foxes and water play.',
    openingHours: WEEK_9_TO_5,
    openingHoursText: 'Mon-Fri 9:00am-5:00pm, Sat 8:00am-6:00pm',
    phone: '02 9714 7888',
    website: 'https://www.sydneyolympicpark.com.au',
    duration: '2-3 hours',
    bestTime: 'Weekday mornings',
    facilities: {
      toilets: true,
      babyChange: true,
      seating: true,
      shade: false,
      foodOptions: false,
      parking: true,
      firstAid: false,
      wheelchairAccess: true,
      publicTransport: 'Train to Olympic Park',
    },
    popularityScore: 42,
    distanceKm: null,
    ...overrides,
  };
}

export function listResponse(data: Activity[], page = 1, pages = 1, total = data.length): ActivityListResponse {
  return { data, pagination: { page, pageSize: 24, total, pages } };
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
