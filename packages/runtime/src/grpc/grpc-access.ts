import { Metadata } from '@grpc/grpc-js';
import { SetMetadata, type CallHandler, type CanActivate, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { Observable } from 'rxjs';
import { hasPermission, type Permission } from '@kah/api-contract';
import { DomainError, DomainErrorCode } from '../errors/domain-error';
import type { Logger } from '../logging/logger';
import { AUTHORIZATION_METADATA_KEY, bearerFromAuthorization, verifyAccessToken, withAccessToken, type CallerIdentity } from './caller-identity';

/**
 * What a gRPC method needs from its caller. Declared on every method of a controller marked
 * with @GrpcAccessControl(); a method without a declaration is refused.
 * - public: anyone (the reason is documentation, e.g. "the refresh token is the credential").
 * - authenticated: a valid access token.
 * - self: a valid access token whose user is the one the request names in `field` (an empty
 *   field is filled with the caller's id), so a user can act only on their own account.
 * - permission: a valid access token whose role grants the permission (spec section 6).
 */
export type GrpcAccessPolicy =
  | { kind: 'public'; reason: string }
  | { kind: 'authenticated' }
  | { kind: 'self'; field: string }
  | { kind: 'permission'; permission: Permission };

const POLICY_KEY = 'kah:grpc-access-policy';
const CONTROLLED_KEY = 'kah:grpc-access-controlled';

export const RpcPublic = (reason: string) => SetMetadata(POLICY_KEY, { kind: 'public', reason } satisfies GrpcAccessPolicy);
export const RpcAuthenticated = () => SetMetadata(POLICY_KEY, { kind: 'authenticated' } satisfies GrpcAccessPolicy);
export const RpcSelf = (field = 'userId') => SetMetadata(POLICY_KEY, { kind: 'self', field } satisfies GrpcAccessPolicy);
export const RpcPermission = (permission: Permission) => SetMetadata(POLICY_KEY, { kind: 'permission', permission } satisfies GrpcAccessPolicy);

/** Class decorator: every gRPC method of this controller is checked against its declared policy (fail closed). */
export const GrpcAccessControl = () => SetMetadata(CONTROLLED_KEY, true);

export const ACCESS_MESSAGES = {
  signInRequired: 'Please log in to continue.',
  forbidden: 'You do not have permission to do that.',
  notYours: 'You can only do that for your own account.',
  undeclared: 'This method declares no access policy.',
} as const;

// Who called, per call: the guard records it against the call's Metadata object.
const callers = new WeakMap<object, CallerIdentity>();

/** The verified caller of the call whose metadata this is (undefined for anonymous calls). */
export function callerOf(metadata: Metadata | undefined): CallerIdentity | undefined {
  return metadata ? callers.get(metadata) : undefined;
}

/** The verified caller, or UNAUTHENTICATED. */
export function requireCaller(metadata: Metadata | undefined): CallerIdentity {
  const caller = callerOf(metadata);
  if (!caller) throw new DomainError(DomainErrorCode.Unauthenticated, ACCESS_MESSAGES.signInRequired);
  return caller;
}

/** Supplies the access-token key (undefined: tokens cannot be checked, protected methods answer UNAUTHENTICATED). */
export type AccessTokenKeyProvider = () => Promise<Uint8Array | undefined> | Uint8Array | undefined;

/**
 * Global guard of every service: verifies the forwarded access token on every call and enforces
 * the method's declared policy. Missing or invalid token → UNAUTHENTICATED (401 at the gateway),
 * lacking role or acting for someone else → PERMISSION_DENIED (403).
 */
export class GrpcAccessGuard implements CanActivate {
  private readonly reflector = new Reflector();
  private readonly warned = new Set<string>();

  constructor(
    private readonly key: AccessTokenKeyProvider,
    private readonly logger?: Logger,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'rpc') return true;
    const controlled = this.reflector.get<boolean | undefined>(CONTROLLED_KEY, context.getClass()) === true;
    const policy = this.reflector.getAllAndOverride<GrpcAccessPolicy | undefined>(POLICY_KEY, [context.getHandler(), context.getClass()]);
    const name = `${context.getClass().name}.${context.getHandler().name}`;
    if (!policy) {
      if (controlled) {
        this.logger?.error({ method: name }, 'gRPC method has no access policy: refused');
        throw new DomainError(DomainErrorCode.PermissionDenied, ACCESS_MESSAGES.undeclared);
      }
      // Controllers not yet marked with @GrpcAccessControl() keep working; say so once.
      if (!this.warned.has(name)) {
        this.warned.add(name);
        this.logger?.warn({ method: name }, 'gRPC controller is not access-controlled (add @GrpcAccessControl() and a policy per method)');
      }
    }

    const rpc = context.switchToRpc();
    const metadata = rpc.getContext<unknown>();
    const caller = metadata instanceof Metadata ? await this.identify(metadata) : undefined;
    if (caller && metadata instanceof Metadata) callers.set(metadata, caller);
    if (!policy) return true;

    switch (policy.kind) {
      case 'public':
        return true;
      case 'authenticated':
        if (!caller) throw new DomainError(DomainErrorCode.Unauthenticated, ACCESS_MESSAGES.signInRequired);
        return true;
      case 'self': {
        if (!caller) throw new DomainError(DomainErrorCode.Unauthenticated, ACCESS_MESSAGES.signInRequired);
        const data = rpc.getData<Record<string, unknown> | undefined>();
        if (!data || typeof data !== 'object') throw new DomainError(DomainErrorCode.InvalidArgument, 'request is missing');
        const named = data[policy.field];
        if (named === undefined || named === null || named === '') data[policy.field] = caller.userId;
        else if (named !== caller.userId) throw new DomainError(DomainErrorCode.PermissionDenied, ACCESS_MESSAGES.notYours);
        return true;
      }
      case 'permission':
        if (!caller) throw new DomainError(DomainErrorCode.Unauthenticated, ACCESS_MESSAGES.signInRequired);
        if (!hasPermission(caller.roles, policy.permission)) throw new DomainError(DomainErrorCode.PermissionDenied, ACCESS_MESSAGES.forbidden);
        return true;
    }
  }

  private async identify(metadata: Metadata): Promise<CallerIdentity | undefined> {
    const token = bearerFromAuthorization(metadata.get(AUTHORIZATION_METADATA_KEY)[0]);
    if (!token) return undefined;
    const key = await this.key();
    // A token that does not verify is treated as no token: public methods still answer.
    return key ? verifyAccessToken(token, key) : undefined;
  }
}

/**
 * Runs each gRPC handler with the caller's forwarded token as the token of its own outgoing
 * GrpcClient calls, so the next service sees (and checks) the same caller.
 */
export class GrpcCallerContextInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'rpc') return next.handle();
    const metadata = context.switchToRpc().getContext<unknown>();
    const token = metadata instanceof Metadata ? bearerFromAuthorization(metadata.get(AUTHORIZATION_METADATA_KEY)[0]) : undefined;
    return new Observable((subscriber) => {
      const subscription = withAccessToken(token, () => next.handle().subscribe(subscriber));
      return () => subscription.unsubscribe();
    });
  }
}
