import { useCallback, useState } from 'react';

export type WidgetId = 'weather' | 'icecream' | 'transport' | 'toilet' | 'games';

export interface WidgetDefinition {
  id: WidgetId;
  title: string;
  icon: string;
  colour: string;
  /** Lower comes first. */
  priority: number;
  /** On for a visitor who has not chosen yet. */
  enabledByDefault: boolean;
}

/** Spec: weather, icecream and transport start enabled; toilet and games start disabled. */
export const WIDGETS: readonly WidgetDefinition[] = [
  { id: 'weather', title: 'Weather', icon: '☀️', colour: '#fff3bf', priority: 1, enabledByDefault: true },
  { id: 'icecream', title: 'Ice Cream Finder', icon: '🍦', colour: '#ffdeeb', priority: 2, enabledByDefault: true },
  { id: 'transport', title: 'Transport Times', icon: '🚌', colour: '#d0ebff', priority: 3, enabledByDefault: true },
  { id: 'toilet', title: 'Toilets Nearby', icon: '🚻', colour: '#d3f9d8', priority: 4, enabledByDefault: false },
  { id: 'games', title: 'Quick Games', icon: '🎲', colour: '#e5dbff', priority: 5, enabledByDefault: false },
];

/** Spec: the 'Add Widget' tile shows while fewer than 3 widgets are active. */
export const MAX_ACTIVE_WIDGETS_BEFORE_ADD_TILE = 3;
export const WIDGETS_STORAGE_KEY = 'kah.parentWidgets';

export type WidgetState = Record<WidgetId, boolean>;

export function defaultWidgetState(): WidgetState {
  return Object.fromEntries(WIDGETS.map((w) => [w.id, w.enabledByDefault])) as WidgetState;
}

export function loadWidgetState(): WidgetState {
  const state = defaultWidgetState();
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(WIDGETS_STORAGE_KEY) ?? 'null');
    if (saved && typeof saved === 'object') {
      for (const widget of WIDGETS) {
        const value = (saved as Record<string, unknown>)[widget.id];
        if (typeof value === 'boolean') state[widget.id] = value;
      }
    }
  } catch {
    // Unreadable or blocked storage: the defaults.
  }
  return state;
}

function saveWidgetState(state: WidgetState): void {
  try {
    localStorage.setItem(WIDGETS_STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Not persisted; the choice still holds for this visit.
  }
}

/** Which widgets are on; toggling one moves it between 'Your Active Widgets' and 'Available Widgets'. */
export function useWidgets() {
  const [state, setState] = useState<WidgetState>(loadWidgetState);
  const toggle = useCallback((id: WidgetId) => {
    setState((current) => {
      const next = { ...current, [id]: !current[id] };
      saveWidgetState(next);
      return next;
    });
  }, []);
  const byPriority = [...WIDGETS].sort((a, b) => a.priority - b.priority);
  return {
    active: byPriority.filter((w) => state[w.id]),
    available: byPriority.filter((w) => !state[w.id]),
    toggle,
  };
}
