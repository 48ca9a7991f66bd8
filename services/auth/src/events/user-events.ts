import { createEnvelope, topicName, type OutgoingEvent } from '@kah/runtime';

export const USER_EVENTS_TOPIC = 'auth.user-events';

export type SessionEndReason = 'logout' | 'password-changed' | 'password-reset' | 'refresh-token-reuse';

// Payloads carry ids only (no email or name): analytics needs who and when, not personal data.
export interface UserRegisteredPayload { userId: string; role: string }
export interface UserSignedInPayload { userId: string; sessionId: string; method: 'password' | 'two-factor' | 'email-verification' | 'registration' | 'google' | 'facebook' | 'apple' }
export interface SessionEndedPayload { userId: string; sessionId: string; reason: SessionEndReason }

export class UserEvents {
  constructor(private readonly topicPrefix: string) {}

  registered(p: UserRegisteredPayload): OutgoingEvent {
    return this.event('auth.user-registered', p.userId, p);
  }

  signedIn(p: UserSignedInPayload): OutgoingEvent {
    return this.event('auth.user-signed-in', p.userId, p);
  }

  sessionEnded(p: SessionEndedPayload): OutgoingEvent {
    return this.event('auth.session-ended', p.userId, p);
  }

  private event(type: string, userId: string, payload: object): OutgoingEvent {
    return { topic: topicName(this.topicPrefix, USER_EVENTS_TOPIC), key: userId, envelope: createEnvelope(type, 'auth', payload) };
  }
}
