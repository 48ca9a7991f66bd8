import { Controller, Get, HttpCode, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import type { Response } from 'express';
import { ReadinessService } from '../services/readiness.service';

@ApiTags('health')
@SkipThrottle()
@Controller()
export class HealthController {
  constructor(private readonly readiness: ReadinessService) {}

  @Get('healthz')
  @HttpCode(200)
  @ApiOperation({ summary: 'Liveness: the gateway process answers' })
  @ApiOkResponse({ description: '{ status: "ok" }' })
  healthz() {
    return { status: 'ok' };
  }

  @Get('readyz')
  @ApiOperation({ summary: 'Readiness: every downstream (7 gRPC services, Redis, Kafka) is reachable' })
  @ApiOkResponse({ description: 'ready' })
  @ApiServiceUnavailableResponse({ description: '{ message, checks } naming what is down' })
  async readyz(@Res({ passthrough: true }) res: Response) {
    const checks = await this.readiness.check();
    const down = Object.entries(checks).filter(([, ok]) => !ok).map(([name]) => name);
    if (down.length > 0) {
      res.status(503);
      return { message: `Not ready: ${down.join(', ')} unreachable`, checks };
    }
    return { status: 'ready', checks };
  }
}
