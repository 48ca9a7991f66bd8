import type { AnalyticsEventName, TrackEvent } from '@kah/api-contract';
import { apiClient } from '../api/api-client';
import { ApiError } from '../api/api-error';
import { randomUuid } from '../lib/random-uuid';
import {
  ANALYTICS_BATCH_SIZE,
  ANALYTICS_FLUSH_DEBOUNCE_MS,
  ANALYTICS_FLUSH_INTERVAL_MS,
  ANALYTICS_MAX_EVENT_AGE_MS,
  ANALYTICS_MAX_STORED_EVENTS,
  ANALYTICS_SESSION_KEY,
  ANALYTICS_STORAGE_KEY,
} from '../constants/analytics-constants';

/** A stored event: id and timestamp are fixed when queued so a resend is de-duplicated by the server. */
export type QueuedEvent = TrackEvent & { id: string; timestamp: string };

export interface TrackInput {
  event: AnalyticsEventName;
  activityId?: string;
  category?: string;
  properties?: Record<string, string | number | boolean | null>;
}

/** Sends one batch; resolves on 2xx and rejects otherwise. */
export type SendBatch = (events: QueuedEvent[], options: { keepalive: boolean }) => Promise<unknown>;

export interface AnalyticsQueueOptions {
  storage?: Storage;
  sessionStorage?: Storage;
  send?: SendBatch;
  now?: () => number;
  batchSize?: number;
  maxStored?: number;
  debounceMs?: number;
  intervalMs?: number;
  /** Where the page lives; defaults to the current path. */
  currentUrl?: () => string | undefined;
}

const defaultSend: SendBatch = (events, { keepalive }) => apiClient.trackBatch({ events }, { keepalive });

function isQueuedEvent(value: unknown): value is QueuedEvent {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.id === 'string' && typeof v.event === 'string' && typeof v.timestamp === 'string';
}

/** A permanent rejection of the payload: resending the same events can never succeed. */
function isPoisonBatch(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 400 || error.status === 422);
}

/**
 * Offline-tolerant analytics: events live in localStorage until the gateway has answered 2xx.
 * A failed batch stays for the next flush; the server de-duplicates by event id, so a batch
 * that was accepted but whose answer got lost is not counted twice.
 */
export class AnalyticsQueue {
  private readonly storage: Storage | undefined;
  private readonly sessionStore: Storage | undefined;
  private readonly send: SendBatch;
  private readonly now: () => number;
  private readonly batchSize: number;
  private readonly maxStored: number;
  private readonly debounceMs: number;
  private readonly intervalMs: number;
  private readonly currentUrl: () => string | undefined;
  /** Fallback when storage is unavailable (private mode, quota): events still go out this session. */
  private memory: QueuedEvent[] = [];
  private debounceTimer: ReturnType<typeof setTimeout> | undefined;
  private intervalTimer: ReturnType<typeof setInterval> | undefined;
  private flushing: Promise<void> | undefined;
  private flushAgain = false;
  private sessionIdValue: string | undefined;
  private readonly onVisibilityChange = () => {
    if (document.visibilityState === 'hidden') void this.flush({ keepalive: true });
  };
  private readonly onOnline = () => void this.flush();

  constructor(options: AnalyticsQueueOptions = {}) {
    this.storage = options.storage ?? safeStorage('localStorage');
    this.sessionStore = options.sessionStorage ?? safeStorage('sessionStorage');
    this.send = options.send ?? defaultSend;
    this.now = options.now ?? Date.now;
    this.batchSize = Math.min(options.batchSize ?? ANALYTICS_BATCH_SIZE, ANALYTICS_BATCH_SIZE);
    this.maxStored = options.maxStored ?? ANALYTICS_MAX_STORED_EVENTS;
    this.debounceMs = options.debounceMs ?? ANALYTICS_FLUSH_DEBOUNCE_MS;
    this.intervalMs = options.intervalMs ?? ANALYTICS_FLUSH_INTERVAL_MS;
    this.currentUrl = options.currentUrl ?? (() => (typeof location === 'undefined' ? undefined : location.pathname + location.search));
  }

  /** One id per browser tab session (sessionStorage survives reloads but not a new tab). */
  get sessionId(): string {
    if (this.sessionIdValue) return this.sessionIdValue;
    let id: string | null = null;
    try {
      id = this.sessionStore?.getItem(ANALYTICS_SESSION_KEY) ?? null;
      if (!id) {
        id = randomUuid();
        this.sessionStore?.setItem(ANALYTICS_SESSION_KEY, id);
      }
    } catch {
      id ??= randomUuid();
    }
    this.sessionIdValue = id;
    return id;
  }

  track(input: TrackInput): QueuedEvent {
    const url = this.currentUrl();
    const event: QueuedEvent = {
      id: randomUuid(),
      event: input.event,
      sessionId: this.sessionId,
      timestamp: new Date(this.now()).toISOString(),
      ...(input.activityId ? { activityId: input.activityId } : {}),
      ...(input.category ? { category: input.category.slice(0, 50) } : {}),
      ...(input.properties ? { properties: input.properties } : {}),
      ...(url ? { url: url.slice(0, 2000) } : {}),
    };
    const events = [...this.read(), event];
    // Keep the newest events when the cap is hit: the oldest are the least useful.
    this.write(events.slice(-this.maxStored));
    this.scheduleFlush();
    return event;
  }

  pending(): QueuedEvent[] {
    return this.read();
  }

  /** Starts the periodic flush and the page-hide / back-online triggers. Returns a stop function. */
  start(): () => void {
    this.stop();
    this.intervalTimer = setInterval(() => void this.flush(), this.intervalMs);
    document.addEventListener('visibilitychange', this.onVisibilityChange);
    window.addEventListener('online', this.onOnline);
    if (this.read().length > 0) this.scheduleFlush();
    return () => this.stop();
  }

  stop(): void {
    clearInterval(this.intervalTimer);
    clearTimeout(this.debounceTimer);
    this.intervalTimer = undefined;
    this.debounceTimer = undefined;
    if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', this.onVisibilityChange);
    if (typeof window !== 'undefined') window.removeEventListener('online', this.onOnline);
  }

  /** Sends everything stored, batch by batch; stops at the first failure and keeps the rest. */
  flush(options: { keepalive?: boolean } = {}): Promise<void> {
    clearTimeout(this.debounceTimer);
    this.debounceTimer = undefined;
    if (this.flushing) {
      // Events queued during a flush go out right after it, never in parallel with it.
      this.flushAgain = true;
      return this.flushing;
    }
    this.flushing = this.drain(options.keepalive ?? false).finally(() => {
      this.flushing = undefined;
      if (this.flushAgain) {
        this.flushAgain = false;
        void this.flush(options);
      }
    });
    return this.flushing;
  }

  private async drain(keepalive: boolean): Promise<void> {
    const sent = new Set<string>();
    for (;;) {
      const batch = this.read()
        .filter((e) => !sent.has(e.id))
        .slice(0, this.batchSize);
      if (batch.length === 0) return;
      try {
        await this.send(batch, { keepalive });
      } catch (error) {
        if (!isPoisonBatch(error)) return; // transient: the batch stays for the next flush
        console.warn('Analytics batch rejected; dropping it', error);
      }
      batch.forEach((e) => sent.add(e.id));
      this.remove(new Set(batch.map((e) => e.id)));
    }
  }

  private scheduleFlush(): void {
    clearTimeout(this.debounceTimer);
    this.debounceTimer = setTimeout(() => void this.flush(), this.debounceMs);
  }

  private remove(ids: Set<string>): void {
    // Re-read: events may have been queued (or trimmed) while the request was in flight.
    this.write(this.read().filter((e) => !ids.has(e.id)));
  }

  private read(): QueuedEvent[] {
    if (!this.storage) return this.memory;
    try {
      const raw = this.storage.getItem(ANALYTICS_STORAGE_KEY);
      const parsed: unknown = raw ? JSON.parse(raw) : [];
      const oldest = this.now() - ANALYTICS_MAX_EVENT_AGE_MS;
      return Array.isArray(parsed)
        ? parsed.filter(isQueuedEvent).filter((e) => Date.parse(e.timestamp) >= oldest)
        : [];
    } catch {
      return this.memory;
    }
  }

  private write(events: QueuedEvent[]): void {
    this.memory = events;
    if (!this.storage) return;
    try {
      if (events.length === 0) this.storage.removeItem(ANALYTICS_STORAGE_KEY);
      else this.storage.setItem(ANALYTICS_STORAGE_KEY, JSON.stringify(events));
    } catch {
      // Quota exceeded or storage disabled: the in-memory copy still gets sent.
    }
  }
}

function safeStorage(kind: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window[kind];
  } catch {
    return undefined;
  }
}

/** The app's queue; `main.tsx` starts it. */
export const analyticsQueue = new AnalyticsQueue();

/** Fire-and-forget: analytics must never break the tap that triggered it. */
export function trackEvent(input: TrackInput): void {
  try {
    analyticsQueue.track(input);
  } catch (error) {
    console.warn('Could not queue analytics event', error);
  }
}
