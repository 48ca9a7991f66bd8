import type { CallHandler, ExecutionContext, NestInterceptor } from '@nestjs/common';
import type { Request } from 'express';
import { from, lastValueFrom, type Observable } from 'rxjs';
import { extractTraceContext, SpanKind, withSpan } from '@kah/runtime';

/** A server span per request (continuing a caller's traceparent); gRPC and Kafka spans nest under it. */
export class HttpTracingInterceptor implements NestInterceptor {
  intercept(ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = ctx.switchToHttp().getRequest<Request>();
    const route = (req.route as { path?: string } | undefined)?.path ?? req.path;
    const carrier = { traceparent: req.header('traceparent'), tracestate: req.header('tracestate') };
    return from(
      withSpan(`HTTP ${req.method} ${route}`, SpanKind.SERVER, async (span) => {
        span.setAttribute('http.request.method', req.method);
        span.setAttribute('http.route', route);
        return lastValueFrom(next.handle(), { defaultValue: undefined });
      }, extractTraceContext(carrier)),
    );
  }
}
