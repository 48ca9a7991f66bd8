import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { createZodDto } from 'nestjs-zod';
import { ActivityListQuerySchema, ActivityListResponseSchema, ActivityMetricsResponseSchema, ActivityResponseSchema, ErrorBodySchema } from '@kah/api-contract';
import { z } from 'zod';
import { ActivitiesService } from '../services/activities.service';

class ActivityListQueryDto extends createZodDto(ActivityListQuerySchema) {}
class ActivityListResponseDto extends createZodDto(ActivityListResponseSchema) {}
class ActivityResponseDto extends createZodDto(ActivityResponseSchema) {}
class ActivityMetricsResponseDto extends createZodDto(ActivityMetricsResponseSchema) {}
class ErrorBodyDto extends createZodDto(ErrorBodySchema) {}
class ActivityIdParamDto extends createZodDto(z.object({ id: z.string().trim().min(1).max(64, 'id is too long') })) {}

@ApiTags('activities')
@Controller('activities')
export class ActivitiesController {
  constructor(private readonly activities: ActivitiesService) {}

  @Get()
  @ApiOperation({
    summary:
      'List activities. type: any of; tags: all of; free: only free; search: substrings of title, location or a tag rank first, then typo-tolerant and description matches; lat/lng/radius: near a place; sort: popular, distance, title; openNow: open now in Sydney',
  })
  @ApiOkResponse({ type: ActivityListResponseDto })
  list(@Query() query: ActivityListQueryDto) {
    return this.activities.list(query);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One activity by UUID or legacy short id (a1..a10, 1..6)' })
  @ApiOkResponse({ type: ActivityResponseDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'Activity not found' })
  async get(@Param() params: ActivityIdParamDto) {
    return { data: await this.activities.get(params.id) };
  }

  @Get(':id/metrics')
  @ApiOperation({ summary: 'View, bookmark, share and photo counts and the popularity score, aggregated from analytics events' })
  @ApiOkResponse({ type: ActivityMetricsResponseDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'Activity not found' })
  async metrics(@Param() params: ActivityIdParamDto) {
    return { data: await this.activities.metrics(params.id) };
  }
}
