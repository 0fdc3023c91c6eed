import type { Db } from '../client';
import { operators } from '../schema/operator';
import { hashPassword } from '../../platform/secrets';
import { sealTotpSecret } from '../../modules/operator/totp';

/*
 * The demo's platform operator (issue 15): the company that sells the white label signs in to the console
 * at /operator with this email, the demo password and the one-time code of this TOTP secret. The secret is
 * printed in the README for the demo only (add it to an authenticator app, or compute the code from it):
 * a real operator's secret is made by the console's own setup and never written down.
 */
export const DEMO_OPERATOR = {
  email: 'operator@platform.test',
  name: 'Platform Ops',
  /** Base32 (RFC 4648), 160 bits, as authenticator apps read it. */
  totpSecret: 'DVABUZOS7Q25ZYVDUD2F4BXSG3XWAW6Z',
} as const;

export async function seedDemoOperator(
  db: Db,
  options: { now: Date; password: string; totpKey: Buffer },
): Promise<void> {
  await db
    .insert(operators)
    .values({
      email: DEMO_OPERATOR.email,
      name: DEMO_OPERATOR.name,
      passwordHash: await hashPassword(options.password),
      totpSecret: sealTotpSecret(options.totpKey, DEMO_OPERATOR.totpSecret, DEMO_OPERATOR.email),
      createdAt: options.now,
      updatedAt: options.now,
    })
    .onConflictDoNothing();
}
