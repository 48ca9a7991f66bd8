import { describe, expect, it } from 'vitest';
import {
  EMPTY_FILTERS,
  filtersToSearchParams,
  locationFromNavigationState,
  nearbyActivitiesTarget,
  parseActivityFilters,
} from './activity-filters';
import { formatDistance } from './format-distance';

const parse = (query: string) => parseActivityFilters(new URLSearchParams(query));

describe('activity filters in the URL', () => {
  it('reads a location with its radius and name, defaulting the sort to nearest', () => {
    const filters = parse('lat=-33.8915&lng=151.2767&radius=7&near=Bondi');
    expect(filters.location).toEqual({ lat: -33.8915, lng: 151.2767, radius: 7, name: 'Bondi' });
    expect(filters.sort).toBe('distance');
    expect(filtersToSearchParams(filters).toString()).toBe('lat=-33.8915&lng=151.2767&radius=7&near=Bondi');
  });

  it('defaults radius to 10 km and the name to Your Location; clamps the radius to 1–25 km', () => {
    expect(parse('lat=-33.8&lng=151.2').location).toEqual({ lat: -33.8, lng: 151.2, radius: 10, name: 'Your Location' });
    expect(parse('lat=-33.8&lng=151.2&radius=80').location?.radius).toBe(25);
    expect(parse('lat=-33.8&lng=151.2&radius=0.2').location?.radius).toBe(1);
  });

  it('ignores half or invalid locations, and distance sort without one', () => {
    expect(parse('lat=-33.8').location).toBeNull();
    expect(parse('lat=abc&lng=151').location).toBeNull();
    expect(parse('lat=-95&lng=151').location).toBeNull();
    expect(parse('sort=distance').sort).toBe('popular');
    expect(parse('sort=title').sort).toBe('title');
    expect(parse('lat=-33.8&lng=151.2&sort=popular').sort).toBe('popular');
  });

  it('writes only non-default sorts and open now', () => {
    expect(filtersToSearchParams({ ...EMPTY_FILTERS, sort: 'title', openNow: true }).toString()).toBe('sort=title&openNow=true');
    expect(filtersToSearchParams({ ...EMPTY_FILTERS, sort: 'distance' }).toString()).toBe('');
    expect(parse('openNow=true').openNow).toBe(true);
  });

  it('reads the spec navigation state and builds the Find Nearby target', () => {
    const state = { searchFilters: { location: { lat: -33.87, lng: 151.21, radius: 10, name: 'Your Location' } }, autoSearch: true };
    expect(locationFromNavigationState(state)).toEqual({ lat: -33.87, lng: 151.21, radius: 10, name: 'Your Location' });
    expect(locationFromNavigationState({ searchFilters: {} })).toBeNull();
    expect(locationFromNavigationState(null)).toBeNull();
    expect(nearbyActivitiesTarget({ lat: -33.870001234, lng: 151.21, radius: 10, name: 'Your Location' }).to).toBe(
      '/activities?lat=-33.87&lng=151.21&radius=10&near=Your+Location&sort=distance',
    );
  });
});

describe('formatDistance', () => {
  it('uses one decimal under 10 km and whole kilometres above', () => {
    expect(formatDistance(1.234)).toBe('1.2 km away');
    expect(formatDistance(9.94)).toBe('9.9 km away');
    expect(formatDistance(9.96)).toBe('10 km away');
    expect(formatDistance(14.6)).toBe('15 km away');
    expect(formatDistance(0.01)).toBe('Less than 0.1 km away');
  });
});
