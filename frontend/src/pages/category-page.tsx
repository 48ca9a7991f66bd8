import { useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useActivities } from '../api/activity-queries';
import { CATEGORY_PAGES, type CategoryConfig } from '../constants/category-constants';
import { DEFAULT_LOCATION_NAME, GEOLOCATION_OPTIONS, NEARBY_RADIUS_KM } from '../constants/discovery-constants';
import { filtersToSearchParams, hasAnyFilter, normalizeLocation, parseActivityFilters } from '../features/activities/activity-filters';
import { ActivityFilterBar } from '../features/activities/activity-filter-bar';
import { ActivityResults } from '../features/activities/activity-results';
import { useActivityFilters } from '../features/activities/use-activity-filters';
import { LOCATION_UNSUPPORTED_MESSAGE, geolocationErrorMessage } from '../features/home/geolocation-messages';
import { CategoryPageHeader } from './category-page-header';

/**
 * A category route (/parks, /cinema, ...): the activities list with the category's API type filter.
 * The filter bar and the URL work as on /activities; types the parent picks replace the category's.
 */
export function CategoryPage({ config }: { config: CategoryConfig }) {
  const filterActions = useActivityFilters();
  const { filters } = filterActions;
  const effective = useMemo(
    () => ({ ...filters, types: filters.types.length > 0 ? filters.types : [...config.types] }),
    [filters, config.types],
  );
  const query = useActivities(effective);

  return (
    <div className={`page page--category page--${config.path}`}>
      <title>{`${config.title} | Kids Adventure Hub`}</title>
      <CategoryPageHeader title={config.title} subtitle={config.subtitle} icon={config.icon} gradient={config.gradient}>
        {config.nearMe && !filters.location && <UseMyLocation />}
      </CategoryPageHeader>
      <ActivityFilterBar {...filterActions} />
      <ActivityResults query={query} canClear={hasAnyFilter(filters)} onClear={filterActions.clearAll} />
    </div>
  );
}

/** Local attractions: nearest first once the parent shares a location (10 km, widen with the slider). */
function UseMyLocation() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const latest = useRef(searchParams);
  latest.current = searchParams;

  const locate = () => {
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation) {
      setState({ busy: false, error: LOCATION_UNSUPPORTED_MESSAGE });
      return;
    }
    setState({ busy: true, error: null });
    geolocation.getCurrentPosition(
      (position) => {
        setState({ busy: false, error: null });
        const location = normalizeLocation({
          lat: position.coords.latitude,
          lng: position.coords.longitude,
          radius: NEARBY_RADIUS_KM,
          name: DEFAULT_LOCATION_NAME,
        });
        const next = filtersToSearchParams({ ...parseActivityFilters(latest.current), location, sort: 'distance' });
        setSearchParams(next, { preventScrollReset: true });
      },
      (error) => setState({ busy: false, error: geolocationErrorMessage(error.code) }),
      GEOLOCATION_OPTIONS,
    );
  };

  return (
    <div className="category-header__actions">
      <button type="button" className="button button--primary" onClick={locate} disabled={state.busy}>
        <span aria-hidden="true">📍</span> {state.busy ? 'Finding...' : 'Use my location'}
      </button>
      {state.error && (
        <p className="category-header__error" role="alert">
          {state.error}
        </p>
      )}
    </div>
  );
}

export const ParksPage = () => <CategoryPage config={CATEGORY_PAGES.parks} />;
export const RestaurantsPage = () => <CategoryPage config={CATEGORY_PAGES.restaurants} />;
export const CinemaPage = () => <CategoryPage config={CATEGORY_PAGES.cinema} />;
export const CulturalPage = () => <CategoryPage config={CATEGORY_PAGES.cultural} />;
export const HiddenGemsPage = () => <CategoryPage config={CATEGORY_PAGES.hiddenGems} />;
export const LocalAttractionsPage = () => <CategoryPage config={CATEGORY_PAGES.localAttractions} />;
