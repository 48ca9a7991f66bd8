import type { ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { hasPermission, ROLE_PERMISSIONS, type UserRole } from '@kah/api-contract';
import { DomainError, DomainErrorCode } from '@kah/runtime';
import { PermissionGuard, RequirePermission } from '../../src/auth/permissions.guard';
import type { AuthenticatedCaller } from '../../src/auth/session.guard';

describe('role permissions (spec section 6)', () => {
  it('follows the table', () => {
    expect(hasPermission(['admin'], 'system.manage')).toBe(true);
    expect(hasPermission(['super_admin'], 'users.delete')).toBe(true);
    expect(hasPermission(['moderator'], 'users.read')).toBe(true);
    expect(hasPermission(['moderator'], 'activities.create')).toBe(false);
    expect(hasPermission(['editor'], 'activities.create')).toBe(true);
    expect(hasPermission(['editor'], 'reports.view')).toBe(false);
    expect(ROLE_PERMISSIONS.user).toEqual([]);
    expect(hasPermission(['user', 'editor'], 'content.moderate')).toBe(true);
  });

  class Handlers {
    @RequirePermission('users.read')
    readUsers() {}
    open() {}
  }

  const context = (handler: keyof Handlers, role?: UserRole) =>
    ({
      getHandler: () => Handlers.prototype[handler],
      getClass: () => Handlers,
      switchToHttp: () => ({ getRequest: () => ({ caller: role ? ({ id: 'u', role, roles: [role] } as unknown as AuthenticatedCaller) : undefined }) }),
    }) as unknown as ExecutionContext;

  const guard = new PermissionGuard(new Reflector());
  const code = (fn: () => unknown) => {
    try {
      fn();
      return 'allowed';
    } catch (err) {
      return (err as DomainError).code;
    }
  };

  it('lets moderators read users, refuses plain users (403) and the anonymous (401)', () => {
    expect(code(() => guard.canActivate(context('readUsers', 'moderator')))).toBe('allowed');
    expect(code(() => guard.canActivate(context('readUsers', 'user')))).toBe(DomainErrorCode.PermissionDenied);
    expect(code(() => guard.canActivate(context('readUsers')))).toBe(DomainErrorCode.Unauthenticated);
    expect(code(() => guard.canActivate(context('open')))).toBe('allowed');
  });
});
