import type { Activity } from '@kah/api-contract';
import { fetchActivityList } from '../../api/activity-queries';
import { SURPRISE_POOL_SIZE } from '../../constants/discovery-constants';

const ANYWHERE = { types: [], tags: [], free: false, search: '', page: 1, pageSize: SURPRISE_POOL_SIZE } as const;

/**
 * Surprise Me's pick: a random activity among those open right now, or among all of them when
 * nothing is open (late at night). Null when the catalogue is empty.
 */
export async function pickSurpriseActivity(random: () => number = Math.random): Promise<Activity | null> {
  const open = await fetchActivityList({ ...ANYWHERE, openNow: true });
  const pool = open.data.length > 0 ? open.data : (await fetchActivityList(ANYWHERE)).data;
  if (pool.length === 0) return null;
  return pool[Math.min(pool.length - 1, Math.floor(random() * pool.length))] ?? null;
}
