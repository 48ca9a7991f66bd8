import { Inject, Injectable, SetMetadata, applyDecorators, UseGuards, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiBearerAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import { hasPermission, type Permission } from '@kah/api-contract';
import { DomainError, DomainErrorCode } from '@kah/runtime';
import { SessionGuard, type AuthenticatedCaller } from './session.guard';

const PERMISSION_KEY = 'kah:required-permission';
export const NO_PERMISSION = 'You do not have permission to do that.';

/** Allows the call only when the signed-in caller's role grants the permission (spec section 6 table). */
@Injectable()
export class PermissionGuard implements CanActivate {
  constructor(@Inject(Reflector) private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const permission = this.reflector.getAllAndOverride<Permission | undefined>(PERMISSION_KEY, [context.getHandler(), context.getClass()]);
    if (!permission) return true;
    const caller = context.switchToHttp().getRequest<Request & { caller?: AuthenticatedCaller }>().caller;
    if (!caller) throw new DomainError(DomainErrorCode.Unauthenticated, 'Please log in to continue.');
    if (!hasPermission(caller.roles.length ? caller.roles : [caller.role], permission)) throw new DomainError(DomainErrorCode.PermissionDenied, NO_PERMISSION);
    return true;
  }
}

/** `@RequirePermission('users.read')`: bearer token required (401), and the role must grant the permission (403). */
export function RequirePermission(permission: Permission) {
  return applyDecorators(
    SetMetadata(PERMISSION_KEY, permission),
    UseGuards(SessionGuard, PermissionGuard),
    ApiBearerAuth(),
    ApiUnauthorizedResponse({ description: 'Not signed in' }),
    ApiForbiddenResponse({ description: NO_PERMISSION }),
  );
}
