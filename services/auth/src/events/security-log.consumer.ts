import { isUuid, serviceConsumer, type IdempotentConsumer, type ServiceRuntime } from '@kah/runtime';
import type { AuthDb } from '../repositories/auth.tables';
import { SecurityLogRepository, type SecurityEventKind } from '../repositories/security-log.repository';
import { USER_EVENT_TYPES, USER_EVENTS_TOPIC } from './user-events';

export const SECURITY_LOG_GROUP = 'auth.security-log';
export const USER_EVENTS_DLQ_TOPIC = 'auth.user-events.dlq';

const KIND_BY_TYPE: Record<string, SecurityEventKind> = {
  [USER_EVENT_TYPES.registered]: 'account-created',
  [USER_EVENT_TYPES.signedIn]: 'signed-in',
  [USER_EVENT_TYPES.sessionEnded]: 'session-ended',
  [USER_EVENT_TYPES.signInFailed]: 'sign-in-failed',
  [USER_EVENT_TYPES.twoFactorChanged]: 'two-factor-changed',
  [USER_EVENT_TYPES.passwordChanged]: 'password-changed',
};

/**
 * The account security log ("where am I signed in, what changed") is a projection of the auth
 * service's own user events: exactly once per event, so a redelivery never doubles a line.
 */
export function securityLogConsumer(runtime: ServiceRuntime<AuthDb>): IdempotentConsumer<AuthDb> {
  const log = new SecurityLogRepository(runtime.db);
  return serviceConsumer(runtime, {
    groupId: SECURITY_LOG_GROUP,
    topic: USER_EVENTS_TOPIC,
    deadLetterTopic: USER_EVENTS_DLQ_TOPIC,
    validate: (envelope) => {
      const userId = (envelope.payload as { userId?: unknown }).userId;
      if (typeof userId !== 'string' || !isUuid(userId)) throw new Error('payload.userId must be a UUID');
    },
    handle: async (trx, events) => {
      const rows = events.flatMap(({ envelope }) => {
        const kind = KIND_BY_TYPE[envelope.type];
        if (!kind) return []; // a newer event type this version does not show
        const { userId, sessionId, ...detail } = envelope.payload as { userId: string; sessionId?: string } & Record<string, unknown>;
        return [{ id: envelope.eventId, userId, kind, sessionId: sessionId && isUuid(sessionId) ? sessionId : null, detail, occurredAt: new Date(envelope.occurredAt) }];
      });
      await log.insert(trx, rows);
    },
  });
}
