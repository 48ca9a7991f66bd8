/**
 * Every public route of spec 000 section 2 that has no page of its own yet; each renders a designed
 * "Coming soon" page rather than a blank screen. When a real page lands, remove its entry here.
 */
export interface PlaceholderRoute {
  path: string;
  title: string;
  blurb: string;
}

const r = (path: string, title: string, blurb: string): PlaceholderRoute => ({ path, title, blurb });

export const PLACEHOLDER_ROUTES: PlaceholderRoute[] = [
  r('glass', 'Glass View', 'A fresh way to browse activities.'),
  r('glass/activity/:id', 'Activity (Glass View)', 'A fresh way to see an activity.'),
  r('studio', 'Studio', 'Create and share your family adventures.'),
  r('bookings', 'My Bookings', 'Your upcoming bookings in one place.'),
  r('about', 'About Us', 'Who we are and why we built Kids Adventure Hub.'),
  r('contact', 'Contact Us', 'Get in touch with the team.'),
  r('suggest-activity', 'Suggest an Activity', 'Tell us about a place we missed.'),
  r('news', 'News', 'New places, openings and updates.'),
  r('family-guide', 'Family Guide', 'Getting the most out of Sydney with kids.'),
  r('useful-info', 'Useful Info', 'Emergency numbers, health and safety information.'),
  r('teen-info', 'Teen Info', 'Ideas and support for teenagers.'),
  r('family-holiday-hq', 'Family Holiday HQ', 'School holiday plans on any budget.'),
  r('family-holiday-hq/budget', 'Budget Holidays', 'Great family holidays that do not break the bank.'),
  r('family-holiday-hq/theme-parks', 'Theme Parks', 'Theme park trips planned for every age.'),
  r('family-holiday-hq/beaches', 'Beach Holidays', 'Family-friendly beaches and where to stay.'),
  r('family-holiday-hq/farm-stays', 'Farm Stays', 'Feed the animals and sleep under the stars.'),
  r('family-holiday-hq/smart-kid', 'Smart Kid Holidays', 'Holidays that sneak in some learning.'),
  r('family-holiday-hq/rainy-day', 'Rainy Day Holidays', 'Holiday plans for when the weather turns.'),
  r('family-holiday-hq/picks/:pickId', "Editor's Pick", 'A holiday idea our editors love.'),
  r('budget-friendly-escapes', 'Budget-Friendly Escapes', 'Day trips and getaways on a budget.'),
  r('adventure-packs', 'Adventure Packs', 'Ready-made day plans for every age.'),
  r('custom-pack-builder', 'Custom Pack Builder', 'Build your own adventure pack.'),
  r('theme-adventure-packs', 'Theme Adventure Packs', 'Dinosaurs, pirates, space and more.'),
  r('forum', 'Parent Forum', 'Ask questions and swap tips with other parents.'),
  r('forum/discussion/:id', 'Forum Discussion', 'A conversation between Sydney parents.'),
  r('parent-groups', 'Parent Groups', 'Local parent groups near you.'),
  r('playdate-scheduler', 'Playdate Scheduler', 'Find a time that suits everyone.'),
  r('activity-sharing', 'Activity Sharing', 'Share your favourite outings with friends.'),
  r('community', 'Community Hub', "What's happening in the community."),
  r('playdates', 'Playdates', 'Find and arrange playdates.'),
  r('share', 'Share Photos', 'Share your adventures on the photo wall.'),
  r('local-resources', 'Local Resources', 'Services and support near you.'),
  r('health-services', 'Health Services', 'GPs, after-hours care and child health services.'),
  r('safety-information', 'Safety Information', 'Water, sun and road safety for families.'),
  r('day-planner/:planId?', 'Day Planner', 'Plan a whole day out, hour by hour.'),
  r('submit-tip', 'Submit a Tip', 'Share your best parenting tip with other families.'),
  r('faq', 'Frequently Asked Questions', 'Answers to common questions.'),
  r('privacy-policy', 'Privacy Policy', 'How we look after your information.'),
  r('terms-of-service', 'Terms of Service', 'The terms for using Kids Adventure Hub.'),
  // Utilities (both the short paths and those under /utilities/).
  r('birthday-planner', 'Birthday Planner', 'Venues, checklists and timelines.'),
  r('transport-routes', 'Transport Routes', 'Getting there by train, bus and ferry.'),
  r('nappy-bag-generator', 'Nappy Bag Generator', 'A packing list for your outing.'),
  r('weather-forecast', 'Weather Forecast', 'Is it a park day or a museum day?'),
  r('rainy-day-activities', 'Rainy Day Activities', 'Indoor fun when the weather turns.'),
  r('food-matcher', 'Food Matcher', 'Meals and snacks even fussy eaters like.'),
  r('mental-load-buddy', 'Mental Load Buddy', 'Share and lighten the family to-do list.'),
  r('chore-chaos', 'Chore Chaos', 'Turn chores into a game.'),
  r('utilities/rainy-day', 'Rainy Day Ideas', 'Indoor fun when the weather turns.'),
  r('utilities/mental-load', 'Mental Load Buddy', 'Share and lighten the family to-do list.'),
  r('utilities/birthday-planner', 'Birthday Planner', 'Venues, checklists and timelines.'),
  r('utilities/chore-chaos', 'Chore Chaos', 'Turn chores into a game.'),
  r('utilities/food-matcher', 'Food Matcher', 'Meals and snacks even fussy eaters like.'),
  r('utilities/transport', 'Transport Routes', 'Getting there by train, bus and ferry.'),
  r('utilities/nappy-bag', 'Nappy Bag Generator', 'A packing list for your outing.'),
  r('utilities/weather', 'Weather Forecast', 'Is it a park day or a museum day?'),
  r('utilities/tts-demo', 'Text-to-Speech Demo', 'Hear Kara the koala read aloud.'),
];
