import { ACTIVITY_TYPE_LABELS } from '../../constants/activity-constants';
import type { MarkerKind } from './map-filters';

export interface MarkerStyle {
  emoji: string;
  /** Marker background; every one keeps white text/emoji readable (contrast >= 3:1 against the tiles). */
  color: string;
  label: string;
}

/** Icon and colour per marker kind (the spec leaves them open): no image assets, an emoji in a coloured pin. */
export const MARKER_STYLES: Record<MarkerKind, MarkerStyle> = {
  park: { emoji: '🌳', color: '#2f9e44', label: ACTIVITY_TYPE_LABELS.park },
  playground: { emoji: '🛝', color: '#37b24d', label: ACTIVITY_TYPE_LABELS.playground },
  'skate-park': { emoji: '🛹', color: '#5c940d', label: ACTIVITY_TYPE_LABELS['skate-park'] },
  hidden_gem: { emoji: '💎', color: '#7048e8', label: ACTIVITY_TYPE_LABELS.hidden_gem },
  'walking-track': { emoji: '🥾', color: '#66a80f', label: ACTIVITY_TYPE_LABELS['walking-track'] },
  beach: { emoji: '🏖️', color: '#1098ad', label: ACTIVITY_TYPE_LABELS.beach },
  'swimming-pool': { emoji: '🏊', color: '#1c7ed6', label: ACTIVITY_TYPE_LABELS['swimming-pool'] },
  'water-park': { emoji: '💦', color: '#228be6', label: ACTIVITY_TYPE_LABELS['water-park'] },
  event: { emoji: '🎉', color: '#e8590c', label: ACTIVITY_TYPE_LABELS.event },
  restaurant: { emoji: '🍽️', color: '#d9480f', label: ACTIVITY_TYPE_LABELS.restaurant },
  market: { emoji: '🧺', color: '#f08c00', label: ACTIVITY_TYPE_LABELS.market },
  cinema: { emoji: '🎬', color: '#c2255c', label: ACTIVITY_TYPE_LABELS.cinema },
  cultural: { emoji: '🎭', color: '#9c36b5', label: ACTIVITY_TYPE_LABELS.cultural },
  museum: { emoji: '🏛️', color: '#862e9c', label: ACTIVITY_TYPE_LABELS.museum },
  arts: { emoji: '🎨', color: '#ae3ec9', label: ACTIVITY_TYPE_LABELS.arts },
  historic: { emoji: '🏰', color: '#845ef7', label: ACTIVITY_TYPE_LABELS.historic },
  library: { emoji: '📚', color: '#5f3dc4', label: ACTIVITY_TYPE_LABELS.library },
  aquarium: { emoji: '🐠', color: '#0c8599', label: ACTIVITY_TYPE_LABELS.aquarium },
  wildlife: { emoji: '🦘', color: '#a0522d', label: ACTIVITY_TYPE_LABELS.wildlife },
  indoor: { emoji: '🧸', color: '#e64980', label: ACTIVITY_TYPE_LABELS.indoor },
  'theme-park': { emoji: '🎢', color: '#f03e3e', label: ACTIVITY_TYPE_LABELS['theme-park'] },
  toilet: { emoji: '🚻', color: '#495057', label: 'Toilets' },
  coffee: { emoji: '☕', color: '#795548', label: 'Coffee' },
};
