import { OutboxRelay, type ServiceDefinition, type ServiceRuntime } from '@kah/runtime';
import { AuthModule } from './auth.module';
import { loadAuthConfig, resolveSigningKey } from './config/auth.config';
import { securityLogConsumer, USER_EVENTS_DLQ_TOPIC } from './events/security-log.consumer';
import { TokenJanitor } from './events/token-janitor';
import { USER_EVENTS_TOPIC } from './events/user-events';
import { authMigrations } from './migrations';
import type { AuthDb } from './repositories/auth.tables';

/**
 * The auth service. Its own settings (signing key, token lifetimes, SMTP) are read from `env`
 * when the module is built, so a bad value stops start-up with the variable's name.
 */
export function createAuthService(env: NodeJS.ProcessEnv = process.env): ServiceDefinition<AuthDb> {
  // One relay per started instance, shared by the module (to wake it) and the workers (to run it).
  const relays = new WeakMap<object, OutboxRelay>();
  const relayFor = (runtime: ServiceRuntime<AuthDb>) => {
    let relay = relays.get(runtime.db);
    if (!relay) relays.set(runtime.db, (relay = new OutboxRelay(runtime.db, runtime.producer, runtime.logger)));
    return relay;
  };
  return {
    name: 'auth',
    migrations: authMigrations,
    topics: [{ name: USER_EVENTS_TOPIC, partitions: 3 }, { name: USER_EVENTS_DLQ_TOPIC, partitions: 1 }],
    module: (runtime) => {
      const settings = loadAuthConfig(env);
      if (!settings.configuredSecret) runtime.logger.info('AUTH_JWT_SECRET is not set: access tokens are signed with the key stored in the auth schema');
      return AuthModule.forRuntime(runtime, settings, relayFor(runtime));
    },
    // Callers' tokens are checked with the key this service signs them with (configured or stored).
    accessTokenKey: async (runtime) => (await resolveSigningKey(runtime.db, loadAuthConfig(env))).jwtSecret,
    workers: (runtime) => {
      const r = relayFor(runtime);
      // The security-log consumer stops first; the relay then drains what is left in the outbox.
      const securityLog = securityLogConsumer(runtime);
      return [{ start: () => r.start(), stop: async () => { await securityLog.stop(); await r.stop(); } }, securityLog, new TokenJanitor(runtime.db, runtime.logger)];
    },
  };
}

export const authService: ServiceDefinition<AuthDb> = createAuthService();
