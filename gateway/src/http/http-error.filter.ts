import { Catch, HttpException, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import type { Response } from 'express';
import { ZodValidationException } from 'nestjs-zod';
import type { ZodError } from 'zod';
import { DomainError, domainCodeToHttp, type Logger } from '@kah/runtime';

/** Every error leaves the gateway as `{ message }` with the right status; nothing unexpected leaks. */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  constructor(private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    const [status, message] = this.describe(exception);
    if (status >= 500) this.logger.error({ err: exception }, 'request failed');
    res.status(status).json({ message });
  }

  private describe(exception: unknown): [number, string] {
    // body-parser failures (malformed JSON, oversized body) carry a `type`.
    const bodyError = (exception as { type?: string }).type;
    if (bodyError === 'entity.parse.failed') return [400, 'Request body is not valid JSON'];
    if (bodyError === 'entity.too.large') return [413, 'Request body too large'];
    if (exception instanceof ZodValidationException) {
      const error = exception.getZodError() as ZodError;
      const first = error.issues[0];
      const field = first?.path.join('.') || 'request';
      return [400, first ? `${field}: ${first.message}` : 'Invalid request'];
    }
    if (exception instanceof ThrottlerException) return [429, 'Too many requests. Please slow down and try again shortly.'];
    if (exception instanceof DomainError) {
      const status = domainCodeToHttp(exception.code);
      return [status, status === 500 ? 'Something went wrong. Please try again.' : exception.message];
    }
    if (exception instanceof HttpException) {
      // Nest re-throws the JSON parser's SyntaxError as a bare 400 with the parser's wording.
      if (exception.getStatus() === 400 && /JSON/.test(exception.message)) return [400, 'Request body is not valid JSON'];
      const body = exception.getResponse();
      const message = typeof body === 'string' ? body : ((body as { message?: unknown }).message ?? exception.message);
      return [exception.getStatus(), Array.isArray(message) ? message.join('; ') : String(message)];
    }
    return [500, 'Something went wrong. Please try again.'];
  }
}
