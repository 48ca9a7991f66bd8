import { z } from 'zod';

/** Settings the SPA reads at runtime (never secrets): today the map's tile server. */
export const PublicConfigSchema = z.object({
  /** Leaflet tile URL template with {z}/{x}/{y} (and optionally {s}, {r}). */
  mapTilesUrl: z.string(),
  /** Attribution HTML the tile provider requires next to the map. */
  mapAttribution: z.string(),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;

export const DEFAULT_MAP_TILES_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_MAP_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
