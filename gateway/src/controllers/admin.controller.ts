import { Controller, Get, Inject, Param } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { createZodDto } from 'nestjs-zod';
import { AdminUserIdParamSchema, AdminUserResponseSchema, ErrorBodySchema, type AdminUserResponse } from '@kah/api-contract';
import { RequirePermission } from '../auth/permissions.guard';
import { toApiUser } from '../auth/session-user';
import { GrpcClients } from '../grpc/grpc-clients';

class AdminUserIdParamDto extends createZodDto(AdminUserIdParamSchema) {}
class AdminUserResponseDto extends createZodDto(AdminUserResponseSchema) {}
class ErrorBodyDto extends createZodDto(ErrorBodySchema) {}

/** The admin area's API (spec 000 sections 6 and 7). The auth service re-checks the permission from the forwarded token. */
@ApiTags('admin')
@Controller('admin')
export class AdminController {
  constructor(@Inject(GrpcClients) private readonly grpc: GrpcClients) {}

  @Get('users/:id')
  @RequirePermission('users.read')
  @ApiOperation({ summary: 'One account for staff: needs users.read (admin, moderator)' })
  @ApiOkResponse({ type: AdminUserResponseDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'id must be a UUID' })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'User not found' })
  async user(@Param() params: AdminUserIdParamDto): Promise<AdminUserResponse> {
    const u = toApiUser(await this.grpc.auth.call('getUser', { userId: params.id }));
    return {
      success: true,
      data: { id: u.id, email: u.email, full_name: u.fullName, role: u.role, is_verified: u.isVerified, created_at: u.createdAt, last_login_at: u.lastLoginAt },
    };
  }
}
