import type { LoggerService } from '@nestjs/common';
import pino, { type Logger } from 'pino';

export type { Logger };

export function createLogger(name: string, level = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({
    name,
    level,
    // Tokens and passwords must never reach the logs.
    redact: {
      paths: ['*.password', '*.newPassword', '*.currentPassword', '*.token', '*.accessToken', '*.refreshToken', '*.idToken', '*.twoFactorToken', '*.code', 'req.headers.authorization', 'req.headers.cookie'],
      censor: '[redacted]',
    },
  });
}

/** Lets Nest's own messages go through pino. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}
  log(message: unknown, context?: string) { this.logger.info({ context }, String(message)); }
  error(message: unknown, trace?: string, context?: string) { this.logger.error({ context, trace }, String(message)); }
  warn(message: unknown, context?: string) { this.logger.warn({ context }, String(message)); }
  debug(message: unknown, context?: string) { this.logger.debug({ context }, String(message)); }
  verbose(message: unknown, context?: string) { this.logger.trace({ context }, String(message)); }
}
