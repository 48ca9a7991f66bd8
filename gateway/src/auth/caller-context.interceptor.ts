import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Request } from 'express';
import { Observable } from 'rxjs';
import { withAccessToken } from '@kah/runtime';
import type { AuthenticatedCaller } from './session.guard';

/**
 * Runs each request's handler so that every downstream gRPC call carries the caller's access
 * token (metadata `authorization: Bearer ...`), once SessionGuard has verified it; every service
 * checks it again. Requests without a verified caller send none. Interceptors run after guards.
 */
@Injectable()
export class CallerContextInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const caller = context.switchToHttp().getRequest<Request & { caller?: AuthenticatedCaller }>().caller;
    return new Observable((subscriber) => {
      const subscription = withAccessToken(caller?.accessToken, () => next.handle().subscribe(subscriber));
      return () => subscription.unsubscribe();
    });
  }
}
