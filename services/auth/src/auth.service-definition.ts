import { outboxRelayOf, type ServiceDefinition, type ServiceRuntime } from '@kah/runtime';
import { AuthModule } from './auth.module';
import { loadAuthConfig, resolveSigningKey, type AuthConfig } from './config/auth.config';
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
  // The settings and the signing key are read once per started instance, for the module (which
  // signs tokens) and for the access guard (which checks callers' tokens with the same key).
  const configs = new WeakMap<object, Promise<AuthConfig>>();
  const configFor = (runtime: ServiceRuntime<AuthDb>) => {
    let config = configs.get(runtime.db);
    if (!config) configs.set(runtime.db, (config = resolveSigningKey(runtime.db, loadAuthConfig(env))));
    return config;
  };
  return {
    name: 'auth',
    migrations: authMigrations,
    topics: [{ name: USER_EVENTS_TOPIC, partitions: 3 }, { name: USER_EVENTS_DLQ_TOPIC, partitions: 1 }],
    module: (runtime) => {
      // Parsed here so that a bad variable stops start-up with its name.
      if (!loadAuthConfig(env).configuredSecret) runtime.logger.info('AUTH_JWT_SECRET is not set: access tokens are signed with the key stored in the auth schema');
      return AuthModule.forRuntime(runtime, configFor(runtime), outboxRelayOf(runtime));
    },
    // Callers' tokens are checked with the key this service signs them with (configured or stored).
    accessTokenKey: async (runtime) => (await configFor(runtime)).jwtSecret,
    // Workers stop in this order: the security-log consumer first, then the relay drains the outbox.
    workers: (runtime) => [securityLogConsumer(runtime), outboxRelayOf(runtime), new TokenJanitor(runtime.db, runtime.logger)],
  };
}

export const authService: ServiceDefinition<AuthDb> = createAuthService();
