/** Spec 000 section 3: Parent tip — a static sample list. */
export interface ParentTip {
  id: string;
  author: string;
  date: string;
  location: string;
  content: string;
  /** 1 to 5 */
  rating: number;
}

export const PARENT_TIPS: ParentTip[] = [
  { id: 'tip-1', author: 'Sarah M.', date: '2026-10-04', location: 'Manly', content: 'Catch the ferry instead of driving — for little ones the trip across the harbour is half the adventure.', rating: 5 },
  { id: 'tip-2', author: 'James K.', date: '2026-09-18', location: 'Parramatta', content: 'Pack a spare set of clothes for every splash pad visit, even when the kids promise they will stay dry.', rating: 5 },
  { id: 'tip-3', author: 'Priya S.', date: '2026-08-27', location: 'Chatswood', content: 'Most libraries run free baby rhyme time in the mornings — check the council website the week before.', rating: 4 },
  { id: 'tip-4', author: 'Tom W.', date: '2026-11-02', location: 'Bondi', content: 'Swim between the red and yellow flags, and go early: the beach is calmer and parking is easier before 9 am.', rating: 5 },
  { id: 'tip-5', author: 'Mei L.', date: '2026-07-15', location: 'Darling Harbour', content: 'Buy attraction tickets online the night before; many places offer a cheaper family pass that way.', rating: 4 },
  { id: 'tip-6', author: 'Olivia R.', date: '2026-10-21', location: 'Centennial Park', content: 'Bring scooters and a picnic rug — the loop roads are closed to cars on weekends and the kids can roam safely.', rating: 5 },
  { id: 'tip-7', author: 'Ahmed H.', date: '2026-09-05', location: 'Penrith', content: 'Sunscreen, hats and water bottles live in our car all summer so a spontaneous park trip is never a scramble.', rating: 4 },
  { id: 'tip-8', author: 'Grace T.', date: '2026-08-09', location: 'Newtown', content: 'A rainy-day museum visit goes better with a plan: pick two exhibits, then let the kids choose one more.', rating: 4 },
];

/** A random tip other than the current one (spec 000 section 4: never the same twice in a row when more than one exists). */
export function nextTipIndex(current: number, count: number, random: () => number = Math.random): number {
  if (count <= 1) return 0;
  // Choose among the other count - 1 tips, then skip over the current one.
  const pick = Math.floor(random() * (count - 1));
  return pick >= current ? pick + 1 : pick;
}
