import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, instant, ref, updatedAt } from './columns';

/**
 * The platform operator's people (issue 15): the company that sells the white label. Separate from every
 * site's users (no site_id): a site's token is worthless here and theirs on a site. Sign-in is a password
 * and a TOTP code; the secret is encrypted at rest like MT4 passwords.
 */
export const operators = pgTable(
  'operators',
  {
    id: id(),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    /** The TOTP secret (base32), encrypted (platform/secrets.ts). */
    totpSecret: text('totp_secret').notNull(),
    /** The time step of the last accepted code: a code of that step or an older one is refused (replay). */
    totpLastStep: integer('totp_last_step').notNull().default(0),
    /** 1 active, 0 disabled. */
    status: integer('status').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('operators_email_uq').on(t.email)],
);

/** The operators' sessions: only the token's SHA-256 is stored. */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: id(),
    operatorId: ref('operator_id', () => operators.id, 'cascade'),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
    ip: text('ip').notNull().default(''),
  },
  (t) => [
    uniqueIndex('operator_sessions_token_uq').on(t.tokenHash),
    index('operator_sessions_operator_idx').on(t.operatorId),
  ],
);
