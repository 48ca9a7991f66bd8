import { Controller, Delete, Get, HttpCode, Inject, Param, Post, Query, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBearerAuth, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { createZodDto } from 'nestjs-zod';
import {
  ErrorBodySchema,
  RevokeOtherSessionsResponseSchema,
  SECURITY_EVENT_KINDS,
  SecurityLogQuerySchema,
  SecurityLogResponseSchema,
  SessionIdParamSchema,
  SessionListResponseSchema,
  type RevokeOtherSessionsResponse,
  type SecurityEvent,
  type SecurityLogResponse,
  type SessionListResponse,
} from '@kah/api-contract';
import { Caller, SessionGuard, type AuthenticatedCaller } from '../auth/session.guard';
import { GrpcClients } from '../grpc/grpc-clients';

class SessionIdParamDto extends createZodDto(SessionIdParamSchema) {}
class SecurityLogQueryDto extends createZodDto(SecurityLogQuerySchema) {}
class SessionListResponseDto extends createZodDto(SessionListResponseSchema) {}
class RevokeOtherSessionsResponseDto extends createZodDto(RevokeOtherSessionsResponseSchema) {}
class SecurityLogResponseDto extends createZodDto(SecurityLogResponseSchema) {}
class ErrorBodyDto extends createZodDto(ErrorBodySchema) {}

const KINDS = new Set<string>(SECURITY_EVENT_KINDS);

function parseDetail(json: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The signed-in user's devices (sign one or all others out) and their account security log. */
@ApiTags('auth')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ErrorBodyDto })
@UseGuards(SessionGuard)
@Controller('auth')
export class AccountSecurityController {
  constructor(@Inject(GrpcClients) private readonly grpc: GrpcClients) {}

  @Get('sessions')
  @ApiOperation({ summary: 'Where this account is signed in: one entry per open session, the current one marked' })
  @ApiOkResponse({ type: SessionListResponseDto })
  async sessions(@Caller() caller: AuthenticatedCaller): Promise<SessionListResponse> {
    const res = await this.grpc.auth.call('listSessions', { userId: caller.id, currentSessionId: caller.sessionId });
    return { data: { sessions: res.sessions } };
  }

  @Delete('sessions/:id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Sign one device out (its refresh token stops working at once)' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'Session not found (or not yours)' })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  async revoke(@Caller() caller: AuthenticatedCaller, @Param() params: SessionIdParamDto): Promise<void> {
    await this.grpc.auth.call('revokeSession', { userId: caller.id, sessionId: params.id });
  }

  @Post('sessions/revoke-others')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign every other device out; this one stays signed in' })
  @ApiOkResponse({ type: RevokeOtherSessionsResponseDto })
  async revokeOthers(@Caller() caller: AuthenticatedCaller): Promise<RevokeOtherSessionsResponse> {
    const res = await this.grpc.auth.call('revokeOtherSessions', { userId: caller.id, keepSessionId: caller.sessionId });
    return { data: { revoked: res.revoked } };
  }

  @Get('security-log')
  @ApiOperation({ summary: 'Recent security events of this account, newest first: sign-ins (and failed attempts), sign-outs, password and two-factor changes' })
  @ApiOkResponse({ type: SecurityLogResponseDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  async securityLog(@Caller() caller: AuthenticatedCaller, @Query() query: SecurityLogQueryDto): Promise<SecurityLogResponse> {
    const res = await this.grpc.auth.call('listSecurityEvents', { userId: caller.id, limit: query.limit });
    const events: SecurityEvent[] = res.events
      .filter((e) => KINDS.has(e.kind))
      .map((e) => ({ id: e.id, kind: e.kind as SecurityEvent['kind'], occurredAt: e.occurredAt, device: e.userAgent || null, detail: parseDetail(e.detailJson) }));
    return { data: { events } };
  }
}
