import { Body, Controller, Headers, HttpCode, Post } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBadRequestResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { createZodDto } from 'nestjs-zod';
import { ErrorBodySchema, TrackBatchRequestSchema, TrackBatchResponseSchema } from '@kah/api-contract';
import { AnalyticsIngestService } from '../services/analytics-ingest.service';

class TrackBatchRequestDto extends createZodDto(TrackBatchRequestSchema) {}
class TrackBatchResponseDto extends createZodDto(TrackBatchResponseSchema) {}
class ErrorBodyDto extends createZodDto(ErrorBodySchema) {}

// Set from GatewayConfig at start-up (decorators cannot inject config).
let trackBatchLimit = 120;
export function setTrackBatchRateLimit(perMinute: number): void {
  trackBatchLimit = perMinute;
}

@ApiTags('analytics')
@Controller('analytics')
export class AnalyticsController {
  constructor(private readonly ingest: AnalyticsIngestService) {}

  @Post('track-batch')
  @HttpCode(202)
  @Throttle({ default: { limit: () => trackBatchLimit, ttl: 60_000 } })
  @ApiOperation({ summary: 'Record up to 50 analytics events; ids make retries safe (each id is counted once)' })
  @ApiAcceptedResponse({ type: TrackBatchResponseDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @ApiServiceUnavailableResponse({ type: ErrorBodyDto, description: 'Kafka unreachable; the client keeps the events and retries' })
  async trackBatch(@Body() body: TrackBatchRequestDto, @Headers('user-agent') userAgent?: string) {
    return { accepted: await this.ingest.trackBatch(body, userAgent) };
  }
}
