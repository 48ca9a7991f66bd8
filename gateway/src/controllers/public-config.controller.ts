import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';
import { DEFAULT_MAP_ATTRIBUTION, DEFAULT_MAP_TILES_URL, type PublicConfig, PublicConfigSchema } from '@kah/api-contract';
import { loadConfig } from '@kah/runtime';

class PublicConfigDto extends createZodDto(PublicConfigSchema) {}

/** Leaflet needs {z}, {x} and {y} in the template; anything else is a typo that would show a grey map. */
const tileTemplate = z
  .string()
  .regex(/^https?:\/\/\S+$/, 'must be an http(s) URL')
  .refine((url) => ['{z}', '{x}', '{y}'].every((part) => url.includes(part)), 'must contain {z}, {x} and {y}');

export const publicConfigEnv = {
  /** Tile server for the Live Adventure Map and the detail page's map. */
  MAP_TILES_URL: tileTemplate.default(DEFAULT_MAP_TILES_URL),
  /** Attribution the tile provider requires (HTML). */
  MAP_ATTRIBUTION: z.string().min(1).default(DEFAULT_MAP_ATTRIBUTION),
};

export function loadPublicConfig(env: NodeJS.ProcessEnv = process.env): PublicConfig {
  const config = loadConfig(publicConfigEnv, env);
  return { mapTilesUrl: config.MAP_TILES_URL, mapAttribution: config.MAP_ATTRIBUTION };
}

@ApiTags('config')
@Controller('config')
export class PublicConfigController {
  // Parsed once when the gateway boots: a bad MAP_TILES_URL stops start-up with a message naming it.
  private readonly config = loadPublicConfig();

  @Get('public')
  @ApiOperation({ summary: 'Runtime settings for the SPA: map tile URL template and attribution (env MAP_TILES_URL, MAP_ATTRIBUTION)' })
  @ApiOkResponse({ type: PublicConfigDto })
  get(): PublicConfig {
    return this.config;
  }
}
