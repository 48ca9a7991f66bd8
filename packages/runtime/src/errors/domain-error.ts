import { status as GrpcStatus } from '@grpc/grpc-js';

/** Every business failure carries one of these codes; transport layers map them exhaustively. */
export enum DomainErrorCode {
  InvalidArgument = 'INVALID_ARGUMENT',
  NotFound = 'NOT_FOUND',
  Conflict = 'CONFLICT',
  Unauthenticated = 'UNAUTHENTICATED',
  PermissionDenied = 'PERMISSION_DENIED',
  RateLimited = 'RATE_LIMITED',
  Unavailable = 'UNAVAILABLE',
  Internal = 'INTERNAL',
}

export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export function domainCodeToGrpc(code: DomainErrorCode): GrpcStatus {
  switch (code) {
    case DomainErrorCode.InvalidArgument: return GrpcStatus.INVALID_ARGUMENT;
    case DomainErrorCode.NotFound: return GrpcStatus.NOT_FOUND;
    case DomainErrorCode.Conflict: return GrpcStatus.ALREADY_EXISTS;
    case DomainErrorCode.Unauthenticated: return GrpcStatus.UNAUTHENTICATED;
    case DomainErrorCode.PermissionDenied: return GrpcStatus.PERMISSION_DENIED;
    case DomainErrorCode.RateLimited: return GrpcStatus.RESOURCE_EXHAUSTED;
    case DomainErrorCode.Unavailable: return GrpcStatus.UNAVAILABLE;
    case DomainErrorCode.Internal: return GrpcStatus.INTERNAL;
  }
}

/** The reverse, used by the gateway: anything unexpected becomes Internal. */
export function grpcToDomainCode(code: number | undefined): DomainErrorCode {
  switch (code) {
    case GrpcStatus.INVALID_ARGUMENT:
    case GrpcStatus.OUT_OF_RANGE:
    case GrpcStatus.FAILED_PRECONDITION:
      return DomainErrorCode.InvalidArgument;
    case GrpcStatus.NOT_FOUND: return DomainErrorCode.NotFound;
    case GrpcStatus.ALREADY_EXISTS:
    case GrpcStatus.ABORTED:
      return DomainErrorCode.Conflict;
    case GrpcStatus.UNAUTHENTICATED: return DomainErrorCode.Unauthenticated;
    case GrpcStatus.PERMISSION_DENIED: return DomainErrorCode.PermissionDenied;
    case GrpcStatus.RESOURCE_EXHAUSTED: return DomainErrorCode.RateLimited;
    case GrpcStatus.UNAVAILABLE:
    case GrpcStatus.DEADLINE_EXCEEDED:
      return DomainErrorCode.Unavailable;
    default: return DomainErrorCode.Internal;
  }
}

export function domainCodeToHttp(code: DomainErrorCode): number {
  switch (code) {
    case DomainErrorCode.InvalidArgument: return 400;
    case DomainErrorCode.NotFound: return 404;
    case DomainErrorCode.Conflict: return 409;
    case DomainErrorCode.Unauthenticated: return 401;
    case DomainErrorCode.PermissionDenied: return 403;
    case DomainErrorCode.RateLimited: return 429;
    case DomainErrorCode.Unavailable: return 503;
    case DomainErrorCode.Internal: return 500;
  }
}
