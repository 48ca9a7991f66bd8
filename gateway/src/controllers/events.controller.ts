import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { createZodDto } from 'nestjs-zod';
import {
  ErrorBodySchema,
  EventIdParamSchema,
  EventListQuerySchema,
  EventListResponseSchema,
  EventOccurrenceSchema,
  EventTimelineQuerySchema,
  EventTimelineResponseSchema,
} from '@kah/api-contract';
import { EventsGatewayService } from '../services/events-gateway.service';

class EventListQueryDto extends createZodDto(EventListQuerySchema) {}
class EventListResponseDto extends createZodDto(EventListResponseSchema) {}
class EventTimelineQueryDto extends createZodDto(EventTimelineQuerySchema) {}
class EventTimelineResponseDto extends createZodDto(EventTimelineResponseSchema) {}
class EventOccurrenceDto extends createZodDto(EventOccurrenceSchema) {}
class EventIdParamDto extends createZodDto(EventIdParamSchema) {}
class ErrorBodyDto extends createZodDto(ErrorBodySchema) {}

@ApiTags('events')
@Controller('events')
export class EventsController {
  constructor(private readonly events: EventsGatewayService) {}

  @Get()
  @ApiOperation({
    summary:
      'Dated occurrences of recurring Sydney family events, in Sydney time relative to now. when: today, tomorrow, this-weekend, next-weekend, school-holidays (current or next NSW period), upcoming (default, next 30 days); or from/to (max 62 days); category: any of; free: price exactly 0; kind: event or cultural',
  })
  @ApiOkResponse({ type: EventListResponseDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  list(@Query() query: EventListQueryDto) {
    return this.events.list(query);
  }

  @Get('timeline')
  @ApiOperation({ summary: 'The home timeline: Today, Tomorrow, This Weekend, Next Weekend and School Holidays, up to 3 events each with the total' })
  @ApiOkResponse({ type: EventTimelineResponseDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  timeline(@Query() query: EventTimelineQueryDto) {
    return this.events.timeline(query);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One occurrence (`<event id>_<YYYY-MM-DD>`) or an event id (its next occurrence)' })
  @ApiOkResponse({ type: EventOccurrenceDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'Event not found' })
  get(@Param() params: EventIdParamDto) {
    return this.events.get(params.id);
  }
}
