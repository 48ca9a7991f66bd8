import { DEFAULT_MAP_ATTRIBUTION, DEFAULT_MAP_TILES_URL } from '@kah/api-contract';
import { ConfigError } from '@kah/runtime';
import { loadPublicConfig } from '../../src/controllers/public-config.controller';

describe('GET /api/config/public settings (MAP_TILES_URL, MAP_ATTRIBUTION)', () => {
  it('defaults to the OpenStreetMap standard tiles with their attribution', () => {
    expect(loadPublicConfig({})).toEqual({ mapTilesUrl: DEFAULT_MAP_TILES_URL, mapAttribution: DEFAULT_MAP_ATTRIBUTION });
    expect(DEFAULT_MAP_TILES_URL).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
  });

  it('uses the tile server the operator configures', () => {
    const config = loadPublicConfig({ MAP_TILES_URL: 'https://tiles.example.com/{z}/{x}/{y}@2x.png', MAP_ATTRIBUTION: '© Example' });
    expect(config).toEqual({ mapTilesUrl: 'https://tiles.example.com/{z}/{x}/{y}@2x.png', mapAttribution: '© Example' });
  });

  it('refuses a tile URL Leaflet could not use, naming the variable', () => {
    expect(() => loadPublicConfig({ MAP_TILES_URL: 'https://tiles.example.com/tile.png' })).toThrow(/MAP_TILES_URL: must contain \{z\}, \{x\} and \{y\}/);
    expect(() => loadPublicConfig({ MAP_TILES_URL: 'ftp://x/{z}/{x}/{y}' })).toThrow(ConfigError);
  });
});
