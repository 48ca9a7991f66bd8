import { Module, type DynamicModule } from '@nestjs/common';
import { DB, LOGGER, type ServiceRuntime } from '@kah/runtime';
import { AUTH_CONFIG, type AuthConfig } from './config/auth.config';
import { AuthGrpcController } from './controllers/auth.grpc-controller';
import { UserEvents } from './events/user-events';
import { Mailer } from './mail/mailer';
import type { AuthDb } from './repositories/auth.tables';
import { IdentitiesRepository } from './repositories/identities.repository';
import { OneTimeTokensRepository } from './repositories/one-time-tokens.repository';
import { SecurityLogRepository } from './repositories/security-log.repository';
import { SessionsRepository } from './repositories/sessions.repository';
import { TwoFactorRepository } from './repositories/two-factor.repository';
import { UsersRepository } from './repositories/users.repository';
import { AccountsService } from './services/accounts.service';
import { OUTBOX_NOTIFIER, USER_EVENTS, type OutboxNotifier } from './services/auth.tokens';
import { SessionTokensService } from './services/session-tokens.service';
import { SocialSignInService } from './services/social-sign-in.service';
import { TwoFactorService } from './services/two-factor.service';

@Module({})
export class AuthModule {
  static forRuntime(runtime: ServiceRuntime<AuthDb>, config: Promise<AuthConfig>, outbox: OutboxNotifier): DynamicModule {
    return {
      module: AuthModule,
      controllers: [AuthGrpcController],
      providers: [
        { provide: DB, useValue: runtime.db },
        { provide: LOGGER, useValue: runtime.logger },
        { provide: AUTH_CONFIG, useFactory: () => config },
        { provide: USER_EVENTS, useValue: new UserEvents(runtime.config.KAFKA_TOPIC_PREFIX) },
        { provide: OUTBOX_NOTIFIER, useValue: outbox },
        UsersRepository,
        SessionsRepository,
        OneTimeTokensRepository,
        TwoFactorRepository,
        IdentitiesRepository,
        SecurityLogRepository,
        Mailer,
        TwoFactorService,
        SessionTokensService,
        AccountsService,
        SocialSignInService,
      ],
    };
  }
}
