import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error';
import { ANALYTICS_STORAGE_KEY } from '../constants/analytics-constants';
import { AnalyticsQueue, type QueuedEvent } from './analytics-queue';

const ACTIVITY_ID = '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f';

interface SentRequest {
  url: string;
  body: { events: QueuedEvent[] };
  keepalive: boolean | undefined;
}

/** A fetch stub that answers with the given statuses in turn (the last one repeats). */
function stubTrackBatch(...statuses: number[]) {
  const sent: SentRequest[] = [];
  const mock = vi.fn<typeof fetch>(async (input, init) => {
    const body = JSON.parse(String(init?.body)) as { events: QueuedEvent[] };
    sent.push({ url: String(input), body, keepalive: init?.keepalive });
    const status = statuses.length > 1 ? (statuses.shift() as number) : (statuses[0] ?? 202);
    const payload = status < 300 ? { accepted: body.events.length } : { message: 'Service unavailable' };
    return new Response(JSON.stringify(payload), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', mock);
  return { mock, sent };
}

function stored(): QueuedEvent[] {
  return JSON.parse(localStorage.getItem(ANALYTICS_STORAGE_KEY) ?? '[]') as QueuedEvent[];
}

describe('AnalyticsQueue', () => {
  let queue: AnalyticsQueue;

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(new Date('2025-06-01T02:00:00Z'));
    queue = new AnalyticsQueue({ currentUrl: () => '/activity/a1' });
  });

  afterEach(() => {
    queue.stop();
    vi.useRealTimers();
  });

  it('stores events with a uuid, timestamp, session id and url', () => {
    stubTrackBatch(202);
    const event = queue.track({ event: 'activity_view', activityId: ACTIVITY_ID, category: 'activity' });
    expect(event.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(event.timestamp).toBe('2025-06-01T02:00:00.000Z');
    expect(event.sessionId).toBe(sessionStorage.getItem('kah.analytics.sessionId'));
    expect(event.url).toBe('/activity/a1');
    expect(stored()).toEqual([event]);
  });

  it('keeps one session id per tab session', () => {
    const first = queue.track({ event: 'page_view' });
    const second = new AnalyticsQueue().track({ event: 'page_view' });
    expect(second.sessionId).toBe(first.sessionId);
  });

  it('sends queued events together about a second after the last one', async () => {
    const { sent } = stubTrackBatch(202);
    queue.track({ event: 'activity_view', activityId: ACTIVITY_ID });
    queue.track({ event: 'activity_bookmark', activityId: ACTIVITY_ID });
    await vi.advanceTimersByTimeAsync(900);
    expect(sent).toHaveLength(0);
    queue.track({ event: 'search' });
    await vi.advanceTimersByTimeAsync(1000);

    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe('/api/analytics/track-batch');
    expect(sent[0]?.body.events.map((e) => e.event)).toEqual(['activity_view', 'activity_bookmark', 'search']);
    expect(stored()).toEqual([]);
  });

  it('splits a large backlog into batches of at most 50', async () => {
    const { sent } = stubTrackBatch(202);
    for (let i = 0; i < 120; i += 1) queue.track({ event: 'page_view', properties: { i } });
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent.map((r) => r.body.events.length)).toEqual([50, 50, 20]);
    expect(sent.flatMap((r) => r.body.events.map((e) => e.properties?.i))).toEqual(
      Array.from({ length: 120 }, (_, i) => i),
    );
    expect(stored()).toEqual([]);
  });

  it('keeps a failed batch and resends the same ids on the next flush', async () => {
    const { sent } = stubTrackBatch(503, 202);
    queue.start();
    const a = queue.track({ event: 'activity_view', activityId: ACTIVITY_ID });
    const b = queue.track({ event: 'activity_share', activityId: ACTIVITY_ID });
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent).toHaveLength(1);
    expect(stored().map((e) => e.id)).toEqual([a.id, b.id]);

    // The 30 s timer retries; the server de-duplicates by id, so the ids must not change.
    await vi.advanceTimersByTimeAsync(30_000);
    expect(sent).toHaveLength(2);
    expect(sent[1]?.body.events.map((e) => e.id)).toEqual([a.id, b.id]);
    expect(stored()).toEqual([]);
  });

  it('keeps events when the network is down', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    queue.track({ event: 'activity_view', activityId: ACTIVITY_ID });
    await vi.advanceTimersByTimeAsync(1000);
    expect(stored()).toHaveLength(1);
  });

  it('stops at the first failed batch and keeps it and everything after it', async () => {
    const { sent } = stubTrackBatch(202, 500);
    for (let i = 0; i < 120; i += 1) queue.track({ event: 'page_view', properties: { i } });
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent.map((r) => r.body.events.length)).toEqual([50, 50]);
    expect(stored().map((e) => e.properties?.i)).toEqual(Array.from({ length: 70 }, (_, i) => i + 50));
  });

  it('drops a batch the server rejects as invalid instead of resending it forever', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const send = vi.fn().mockRejectedValueOnce(new ApiError('events must contain at least one event', 400));
    const strict = new AnalyticsQueue({ send });
    strict.track({ event: 'page_view' });
    await strict.flush();
    expect(send).toHaveBeenCalledTimes(1);
    expect(strict.pending()).toEqual([]);
  });

  it('keeps at most 1000 events, dropping the oldest', () => {
    stubTrackBatch(503);
    const small = new AnalyticsQueue({ maxStored: 1000 });
    for (let i = 0; i < 1005; i += 1) small.track({ event: 'page_view', properties: { i } });
    const kept = stored();
    expect(kept).toHaveLength(1000);
    expect(kept[0]?.properties?.i).toBe(5);
    expect(kept.at(-1)?.properties?.i).toBe(1004);
    small.stop();
  });

  it('flushes with keepalive when the tab is hidden', async () => {
    const { sent } = stubTrackBatch(202);
    queue.start();
    queue.track({ event: 'activity_view', activityId: ACTIVITY_ID });
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });

    expect(sent).toHaveLength(1);
    expect(sent[0]?.keepalive).toBe(true);
    expect(stored()).toEqual([]);
  });

  it('sends events left over from an earlier visit once started', async () => {
    const { sent } = stubTrackBatch(503);
    queue.track({ event: 'activity_view', activityId: ACTIVITY_ID });
    await vi.advanceTimersByTimeAsync(1000);
    queue.stop();

    const { sent: later } = stubTrackBatch(202);
    const nextVisit = new AnalyticsQueue();
    nextVisit.start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent).toHaveLength(1);
    expect(later).toHaveLength(1);
    expect(stored()).toEqual([]);
    nextVisit.stop();
  });

  it('never sends two flushes at the same time', async () => {
    let release: (() => void) | undefined;
    const send = vi.fn(
      (_events: QueuedEvent[]) =>
        new Promise<void>((resolve) => {
          release = resolve;
        }),
    );
    const serial = new AnalyticsQueue({ send });
    serial.track({ event: 'page_view' });
    const first = serial.flush();
    serial.track({ event: 'search' });
    void serial.flush();
    expect(send).toHaveBeenCalledTimes(1);

    // The running flush picks up the newer event itself, one request after the other.
    release?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1]?.[0]).toEqual([expect.objectContaining({ event: 'search' })]);
    release?.();
    await first;
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(2);
    expect(serial.pending()).toEqual([]);
    serial.stop();
  });
});

describe('randomUuid fallback', () => {
  it('makes v4 uuids without crypto.randomUUID (plain-http dev on a phone)', async () => {
    const { randomUuid } = await import('../lib/random-uuid');
    // An own property shadows the prototype's method; deleting it restores the real one.
    Object.defineProperty(crypto, 'randomUUID', { configurable: true, value: undefined });
    try {
      expect(randomUuid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    } finally {
      delete (crypto as { randomUUID?: unknown }).randomUUID;
    }
  });
});
