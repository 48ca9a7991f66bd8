import { join } from 'node:path';
import { Metadata, status as GrpcStatus, type Server } from '@grpc/grpc-js';
import { ReflectionService } from '@grpc/reflection';
import {
  Catch, type ArgumentsHost, type CallHandler, type ExecutionContext, type NestInterceptor, type RpcExceptionFilter,
} from '@nestjs/common';
import { RpcException, Transport, type GrpcOptions } from '@nestjs/microservices';
import { SpanKind } from '@opentelemetry/api';
import { HealthImplementation, protoPath as healthProtoPath } from 'grpc-health-check';
import { loadSync } from '@grpc/proto-loader';
import { from, lastValueFrom, throwError, type Observable } from 'rxjs';
import { PROTO_ROOT, GRPC_SERVICES, type ServiceName } from '@kah/proto';
import { DomainError, domainCodeToGrpc } from '../errors/domain-error';
import { extractTraceContext, withSpan } from '../telemetry/telemetry';

/** proto-loader options shared by servers and clients; they match ts-proto's generated types. */
export const PROTO_LOADER_OPTIONS = {
  keepCase: false,
  longs: Number,
  enums: String,
  defaults: true,
  oneofs: true,
  arrays: true,
  objects: true,
  includeDirs: [PROTO_ROOT],
};

export interface GrpcServerHandle {
  health: HealthImplementation;
  server?: Server;
}

/**
 * Nest microservice options for one of our gRPC services, with server reflection (so grpcurl
 * can list it) and the standard grpc.health.v1 service.
 */
export function grpcServerOptions(name: ServiceName, url: string, handle: GrpcServerHandle): GrpcOptions {
  const svc = GRPC_SERVICES[name];
  return {
    transport: Transport.GRPC,
    options: {
      url,
      package: svc.pkg,
      protoPath: join(PROTO_ROOT, svc.protoFile),
      loader: PROTO_LOADER_OPTIONS,
      onLoadPackageDefinition: (pkg, server) => {
        // Reflection lists our service and the standard health service.
        new ReflectionService({ ...pkg, ...loadSync(healthProtoPath, PROTO_LOADER_OPTIONS) }).addToServer(server);
        handle.health.addToServer(server);
        handle.server = server;
      },
    },
  };
}

export function createHealth(name: ServiceName): HealthImplementation {
  const svc = GRPC_SERVICES[name];
  return new HealthImplementation({ '': 'NOT_SERVING', [`${svc.pkg}.${svc.service}`]: 'NOT_SERVING' });
}

export function setServing(health: HealthImplementation, name: ServiceName, serving: boolean): void {
  const svc = GRPC_SERVICES[name];
  const status = serving ? 'SERVING' : 'NOT_SERVING';
  health.setStatus('', status);
  health.setStatus(`${svc.pkg}.${svc.service}`, status);
}

/** Continues the caller's trace (traceparent in gRPC metadata) with a server span per call. */
export class GrpcTracingInterceptor implements NestInterceptor {
  intercept(ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    const rpc = ctx.switchToRpc();
    const metadata = rpc.getContext<Metadata>();
    const carrier: Record<string, string> = {};
    if (metadata instanceof Metadata) {
      for (const key of ['traceparent', 'tracestate']) {
        const v = metadata.get(key)[0];
        if (typeof v === 'string') carrier[key] = v;
      }
    }
    const name = `grpc ${ctx.getClass().name}.${ctx.getHandler().name}`;
    return from(
      withSpan(name, SpanKind.SERVER, () => lastValueFrom(next.handle()), extractTraceContext(carrier)),
    );
  }
}

/** Maps domain errors to their gRPC status; anything else becomes INTERNAL without leaking details. */
@Catch()
export class GrpcDomainErrorFilter implements RpcExceptionFilter<unknown> {
  constructor(private readonly onUnexpected: (err: unknown) => void) {}

  catch(exception: unknown, _host: ArgumentsHost): Observable<never> {
    if (exception instanceof DomainError) {
      return throwError(() => new RpcException({ code: domainCodeToGrpc(exception.code), message: exception.message }).getError());
    }
    if (exception instanceof RpcException) return throwError(() => exception.getError());
    this.onUnexpected(exception);
    return throwError(() => ({ code: GrpcStatus.INTERNAL, message: 'Internal error' }));
  }
}
