export interface MetricDelta {
  views: number;
  bookmarks: number;
  shares: number;
  photoCount: number;
}

/** How one tracked event moves an activity's counters (null: the event has no per-activity effect). */
export function deltaFor(event: string): MetricDelta | null {
  switch (event) {
    case 'activity_view': return { views: 1, bookmarks: 0, shares: 0, photoCount: 0 };
    case 'activity_bookmark': return { views: 0, bookmarks: 1, shares: 0, photoCount: 0 };
    case 'activity_unbookmark': return { views: 0, bookmarks: -1, shares: 0, photoCount: 0 };
    case 'activity_share': return { views: 0, bookmarks: 0, shares: 1, photoCount: 0 };
    case 'photo_upload': return { views: 0, bookmarks: 0, shares: 0, photoCount: 1 };
    default: return null;
  }
}

export function addDelta(into: Map<string, MetricDelta>, activityId: string, d: MetricDelta): void {
  const cur = into.get(activityId) ?? { views: 0, bookmarks: 0, shares: 0, photoCount: 0 };
  into.set(activityId, {
    views: cur.views + d.views,
    bookmarks: cur.bookmarks + d.bookmarks,
    shares: cur.shares + d.shares,
    photoCount: cur.photoCount + d.photoCount,
  });
}
