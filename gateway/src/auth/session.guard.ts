import { createParamDecorator, Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { AUTH_MESSAGES, type SessionUser } from '@kah/api-contract';
import { DomainError, DomainErrorCode } from '@kah/runtime';
import { GrpcClients } from '../grpc/grpc-clients';
import { bearerToken, toApiUser } from './session-user';

/** Who is calling: put on the request by SessionGuard. */
export interface AuthenticatedCaller {
  id: string;
  role: SessionUser['role'];
  roles: SessionUser['roles'];
  sessionId: string;
  user: SessionUser;
  accessToken: string;
}

type RequestWithCaller = Request & { caller?: AuthenticatedCaller };

/**
 * Requires `Authorization: Bearer <access token>`. The auth service checks the signature,
 * expiry and that the session is still open (so logout and password changes take effect at once).
 */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(@Inject(GrpcClients) private readonly grpc: GrpcClients) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<RequestWithCaller>();
    const token = bearerToken(req);
    if (!token) throw new DomainError(DomainErrorCode.Unauthenticated, AUTH_MESSAGES.signInRequired);
    const res = await this.grpc.auth.call('verifySession', { accessToken: token });
    if (!res.user) throw new DomainError(DomainErrorCode.Unauthenticated, AUTH_MESSAGES.sessionExpired);
    const user = toApiUser(res.user);
    req.caller = { id: user.id, role: user.role, roles: user.roles, sessionId: res.sessionId, user, accessToken: token };
    return true;
  }
}

/** The caller SessionGuard authenticated. */
export const Caller = createParamDecorator((_data: unknown, context: ExecutionContext): AuthenticatedCaller => {
  const caller = context.switchToHttp().getRequest<RequestWithCaller>().caller;
  if (!caller) throw new DomainError(DomainErrorCode.Unauthenticated, AUTH_MESSAGES.signInRequired);
  return caller;
});
