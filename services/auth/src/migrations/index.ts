import type { Migration } from 'kysely';
import * as createAccounts from './20261121210000-create-accounts';
import * as twoFactor from './20261121213000-two-factor';
import * as socialIdentities from './20261121214000-social-identities';
import * as signingKeys from './20261121215000-signing-keys';
import * as securityEvents from './20261121230000-security-events';

/** The platform outbox/dedupe tables are added by the runtime. */
export const authMigrations: Record<string, Migration> = {
  '20261121210000-create-accounts': createAccounts,
  '20261121213000-two-factor': twoFactor,
  '20261121214000-social-identities': socialIdentities,
  '20261121215000-signing-keys': signingKeys,
  '20261121230000-security-events': securityEvents,
};
