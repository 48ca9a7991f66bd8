import type { Kysely } from 'kysely';
import { navigationItemId } from '../domain/navigation-ids';
import type { NavigationDb } from '../repositories/navigation.tables';

interface SeedItem {
  title: string;
  slug: string;
  url: string;
  description: string;
  children?: SeedItem[];
}

// The spec's tree (000 section 2, Main layout). Frozen here: a migration must not change when app code does.
const TREE: SeedItem[] = [
  { title: 'Home', slug: 'home', url: '/', description: "Today's best ideas for Sydney families" },
  {
    title: 'Explore', slug: 'explore', url: '/activities', description: 'Places to go with the kids across Sydney',
    children: [
      { title: 'Parks & Playgrounds', slug: 'parks', url: '/parks', description: 'Fenced playgrounds, splash pads and picnic spots' },
      { title: 'Kid-Friendly Restaurants', slug: 'restaurants', url: '/restaurants', description: 'Cafes and restaurants with high chairs and play corners' },
      { title: 'Cultural Activities', slug: 'cultural', url: '/cultural', description: 'Museums, galleries and shows made for kids' },
      { title: 'Cinema & Movies', slug: 'cinema', url: '/cinema', description: "What's showing for families, plus sensory sessions" },
      { title: 'All Activities', slug: 'activities', url: '/activities', description: 'Search and filter every place we know' },
      { title: 'Hidden Gems', slug: 'hidden-gems', url: '/hidden-gems', description: 'Quiet spots locals love' },
      { title: 'Local Attractions', slug: 'local-attractions', url: '/local-attractions', description: 'Zoos, aquariums and big days out' },
    ],
  },
  {
    title: 'Events & Planning', slug: 'events-planning', url: '/events', description: "What's on and how to plan your day",
    children: [
      { title: 'Events', slug: 'events', url: '/events', description: 'Markets, storytimes and holiday programs' },
      { title: 'Events Calendar', slug: 'events-calendar', url: '/events-calendar', description: 'Everything on, day by day' },
      { title: 'Adventure Packs', slug: 'adventure-packs', url: '/adventure-packs', description: 'Ready-made day plans for every age' },
      { title: 'Theme Adventure Packs', slug: 'theme-adventure-packs', url: '/theme-adventure-packs', description: 'Dinosaurs, pirates, space and more' },
      { title: 'Bookings', slug: 'bookings', url: '/bookings', description: 'Your upcoming bookings in one place' },
    ],
  },
  {
    title: 'Community', slug: 'community-menu', url: '/community', description: 'Meet and share with other Sydney parents',
    children: [
      { title: 'Parent Forum', slug: 'forum', url: '/forum', description: 'Ask questions and swap tips' },
      { title: 'Parent Groups', slug: 'parent-groups', url: '/parent-groups', description: 'Local groups near you' },
      { title: 'Community Hub', slug: 'community', url: '/community', description: "What's happening in the community" },
      { title: 'Playdates', slug: 'playdates', url: '/playdates', description: 'Find and arrange playdates' },
      { title: 'Share Photos', slug: 'share', url: '/share', description: 'Share your adventures on the photo wall' },
      { title: 'Suggest an Activity', slug: 'suggest-activity', url: '/suggest-activity', description: 'Tell us about a place we missed' },
    ],
  },
  {
    title: 'Resources', slug: 'resources', url: '/useful-info', description: 'Guides and information for families',
    children: [
      { title: 'Family Guide', slug: 'family-guide', url: '/family-guide', description: 'Getting the most out of Sydney with kids' },
      { title: 'Useful Info', slug: 'useful-info', url: '/useful-info', description: 'Emergency numbers, health and safety' },
      { title: 'Teen Info', slug: 'teen-info', url: '/teen-info', description: 'Ideas and support for teenagers' },
      { title: 'Family Holiday HQ', slug: 'family-holiday-hq', url: '/family-holiday-hq', description: 'School holiday plans on any budget' },
      { title: 'News', slug: 'news', url: '/news', description: 'New places, openings and updates' },
      { title: 'About Us', slug: 'about', url: '/about', description: 'Who we are and why we built this' },
      { title: 'Contact', slug: 'contact', url: '/contact', description: 'Get in touch with the team' },
    ],
  },
  {
    title: 'Tools', slug: 'tools', url: '/utilities/weather', description: 'Handy helpers for busy parents',
    children: [
      { title: 'Weather Forecast', slug: 'weather', url: '/utilities/weather', description: 'Is it a park day or a museum day?' },
      { title: 'Transport Routes', slug: 'transport', url: '/utilities/transport', description: 'Getting there by train, bus and ferry' },
      { title: 'Rainy Day Ideas', slug: 'rainy-day', url: '/utilities/rainy-day', description: 'Indoor fun when the weather turns' },
      { title: 'Birthday Planner', slug: 'birthday-planner', url: '/utilities/birthday-planner', description: 'Venues, checklists and timelines' },
      { title: 'Nappy Bag Generator', slug: 'nappy-bag', url: '/utilities/nappy-bag', description: 'A packing list for your outing' },
      { title: 'Food Matcher', slug: 'food-matcher', url: '/utilities/food-matcher', description: 'Meals and snacks even fussy eaters like' },
      { title: 'Mental Load Buddy', slug: 'mental-load', url: '/utilities/mental-load', description: 'Share and lighten the family to-do list' },
      { title: 'Chore Chaos', slug: 'chore-chaos', url: '/utilities/chore-chaos', description: 'Turn chores into a game' },
    ],
  },
  { title: 'Favorites', slug: 'favorites', url: '/favorites', description: 'Places you have saved' },
];

export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Kysely<NavigationDb>;
  const rows = TREE.flatMap((item, i) => {
    const id = navigationItemId(item.slug);
    const parent = { id, parent_id: null, title: item.title, slug: item.slug, url: item.url, is_dropdown: !!item.children?.length, sort_order: (i + 1) * 10, description: item.description };
    const children = (item.children ?? []).map((c, j) => ({
      id: navigationItemId(c.slug), parent_id: id, title: c.title, slug: c.slug, url: c.url, is_dropdown: false, sort_order: (j + 1) * 10, description: c.description,
    }));
    return [parent, ...children];
  });
  await db.insertInto('navigation_items').values(rows).execute();
}

export async function down(untyped: Kysely<unknown>): Promise<void> {
  await untyped.deleteFrom('navigation_items' as never).execute();
}
