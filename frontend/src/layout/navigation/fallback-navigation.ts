import type { NavigationItem, NavigationLink } from '@kah/api-contract';

type Entry = [title: string, url: string, description: string];

function link(slug: string, [title, url, description]: Entry, sortOrder: number, isDropdown = false): NavigationLink {
  // Fixed, non-UUID ids: the spec (000 section 5) says these are never click-tracked.
  return { id: `fallback-${slug}`, title, slug, url, isDropdown, target: '_self', sortOrder, description };
}

function item(slug: string, entry: Entry, sortOrder: number, children: [string, Entry][] = []): NavigationItem {
  return {
    ...link(slug, entry, sortOrder, children.length > 0),
    children: children.map(([childSlug, e], i) => link(childSlug, e, (i + 1) * 10)),
  };
}

/** Shown while the served tree loads or when it cannot be fetched, so the bar never flashes empty. Mirrors the navigation service's seed. */
export const FALLBACK_NAVIGATION: NavigationItem[] = [
  item('home', ['Home', '/', "Today's best ideas for Sydney families"], 10),
  item('explore', ['Explore', '/activities', 'Places to go with the kids across Sydney'], 20, [
    ['parks', ['Parks & Playgrounds', '/parks', 'Fenced playgrounds, splash pads and picnic spots']],
    ['restaurants', ['Kid-Friendly Restaurants', '/restaurants', 'Cafes and restaurants with high chairs and play corners']],
    ['cultural', ['Cultural Activities', '/cultural', 'Museums, galleries and shows made for kids']],
    ['cinema', ['Cinema & Movies', '/cinema', "What's showing for families, plus sensory sessions"]],
    ['activities', ['All Activities', '/activities', 'Search and filter every place we know']],
    ['hidden-gems', ['Hidden Gems', '/hidden-gems', 'Quiet spots locals love']],
    ['local-attractions', ['Local Attractions', '/local-attractions', 'Zoos, aquariums and big days out']],
  ]),
  item('events-planning', ['Events & Planning', '/events', "What's on and how to plan your day"], 30, [
    ['events', ['Events', '/events', 'Markets, storytimes and holiday programs']],
    ['events-calendar', ['Events Calendar', '/events-calendar', 'Everything on, day by day']],
    ['adventure-packs', ['Adventure Packs', '/adventure-packs', 'Ready-made day plans for every age']],
    ['theme-adventure-packs', ['Theme Adventure Packs', '/theme-adventure-packs', 'Dinosaurs, pirates, space and more']],
    ['bookings', ['Bookings', '/bookings', 'Your upcoming bookings in one place']],
  ]),
  item('community-menu', ['Community', '/community', 'Meet and share with other Sydney parents'], 40, [
    ['forum', ['Parent Forum', '/forum', 'Ask questions and swap tips']],
    ['parent-groups', ['Parent Groups', '/parent-groups', 'Local groups near you']],
    ['community', ['Community Hub', '/community', "What's happening in the community"]],
    ['playdates', ['Playdates', '/playdates', 'Find and arrange playdates']],
    ['share', ['Share Photos', '/share', 'Share your adventures on the photo wall']],
    ['suggest-activity', ['Suggest an Activity', '/suggest-activity', 'Tell us about a place we missed']],
  ]),
  item('resources', ['Resources', '/useful-info', 'Guides and information for families'], 50, [
    ['family-guide', ['Family Guide', '/family-guide', 'Getting the most out of Sydney with kids']],
    ['useful-info', ['Useful Info', '/useful-info', 'Emergency numbers, health and safety']],
    ['teen-info', ['Teen Info', '/teen-info', 'Ideas and support for teenagers']],
    ['family-holiday-hq', ['Family Holiday HQ', '/family-holiday-hq', 'School holiday plans on any budget']],
    ['news', ['News', '/news', 'New places, openings and updates']],
    ['about', ['About Us', '/about', 'Who we are and why we built this']],
    ['contact', ['Contact', '/contact', 'Get in touch with the team']],
  ]),
  item('tools', ['Tools', '/utilities/weather', 'Handy helpers for busy parents'], 60, [
    ['weather', ['Weather Forecast', '/utilities/weather', 'Is it a park day or a museum day?']],
    ['transport', ['Transport Routes', '/utilities/transport', 'Getting there by train, bus and ferry']],
    ['rainy-day', ['Rainy Day Ideas', '/utilities/rainy-day', 'Indoor fun when the weather turns']],
    ['birthday-planner', ['Birthday Planner', '/utilities/birthday-planner', 'Venues, checklists and timelines']],
    ['nappy-bag', ['Nappy Bag Generator', '/utilities/nappy-bag', 'A packing list for your outing']],
    ['food-matcher', ['Food Matcher', '/utilities/food-matcher', 'Meals and snacks even fussy eaters like']],
    ['mental-load', ['Mental Load Buddy', '/utilities/mental-load', 'Share and lighten the family to-do list']],
    ['chore-chaos', ['Chore Chaos', '/utilities/chore-chaos', 'Turn chores into a game']],
  ]),
  item('favorites', ['Favorites', '/favorites', 'Places you have saved'], 70),
];
