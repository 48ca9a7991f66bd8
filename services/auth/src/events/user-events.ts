import { createEnvelope, topicName, type OutgoingEvent } from '@kah/runtime';

export const USER_EVENTS_TOPIC = 'auth.user-events';

export type SessionEndReason = 'logout' | 'password-changed' | 'password-reset' | 'refresh-token-reuse' | 'revoked-by-user';

// Payloads carry ids only (no email or name): analytics needs who and when, not personal data.
export interface UserRegisteredPayload { userId: string; role: string }
export interface UserSignedInPayload { userId: string; sessionId: string; method: 'password' | 'two-factor' | 'email-verification' | 'registration' | 'google' | 'facebook' | 'apple' }
export interface SessionEndedPayload { userId: string; sessionId: string; reason: SessionEndReason }
export interface SignInFailedPayload { userId: string; reason: 'wrong-password' | 'wrong-second-factor' }
export interface TwoFactorChangedPayload { userId: string; enabled: boolean }
export interface PasswordChangedPayload { userId: string; via: 'change' | 'reset' }

/** Event types on the user-events topic (analytics and the security log read them). */
export const USER_EVENT_TYPES = {
  registered: 'auth.user-registered',
  signedIn: 'auth.user-signed-in',
  sessionEnded: 'auth.session-ended',
  signInFailed: 'auth.sign-in-failed',
  twoFactorChanged: 'auth.two-factor-changed',
  passwordChanged: 'auth.password-changed',
} as const;

export class UserEvents {
  constructor(private readonly topicPrefix: string) {}

  registered(p: UserRegisteredPayload): OutgoingEvent {
    return this.event(USER_EVENT_TYPES.registered, p.userId, p);
  }

  signedIn(p: UserSignedInPayload): OutgoingEvent {
    return this.event(USER_EVENT_TYPES.signedIn, p.userId, p);
  }

  sessionEnded(p: SessionEndedPayload): OutgoingEvent {
    return this.event(USER_EVENT_TYPES.sessionEnded, p.userId, p);
  }

  signInFailed(p: SignInFailedPayload): OutgoingEvent {
    return this.event(USER_EVENT_TYPES.signInFailed, p.userId, p);
  }

  twoFactorChanged(p: TwoFactorChangedPayload): OutgoingEvent {
    return this.event(USER_EVENT_TYPES.twoFactorChanged, p.userId, p);
  }

  passwordChanged(p: PasswordChangedPayload): OutgoingEvent {
    return this.event(USER_EVENT_TYPES.passwordChanged, p.userId, p);
  }

  private event(type: string, userId: string, payload: object): OutgoingEvent {
    return { topic: topicName(this.topicPrefix, USER_EVENTS_TOPIC), key: userId, envelope: createEnvelope(type, 'auth', payload) };
  }
}
