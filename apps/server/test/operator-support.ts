import { API } from '@copytrade/contracts/api-paths';
import { operators } from '../src/db/schema/operator';
import { newTotpSecret, sealTotpSecret, totpCodeAt } from '../src/modules/operator/totp';
import { hashPassword } from '../src/platform/secrets';
import { TEST_KEYS, type TestContext } from './harness';

/** A platform operator of a test: his email, password and TOTP secret (base32). */
export type TestOperator = { id: number; email: string; password: string; secret: string };

export const OPERATOR_PASSWORD = 'Operat0r!pass';

/** Inserts an operator with a fresh TOTP secret, sealed as the app keeps it. */
export async function createOperator(
  t: Pick<TestContext, 'db'>,
  email = 'ops@platform.test',
  values: { status?: number } = {},
): Promise<TestOperator> {
  const secret = newTotpSecret();
  const [row] = await t.db
    .insert(operators)
    .values({
      email,
      name: 'Ops',
      passwordHash: await hashPassword(OPERATOR_PASSWORD),
      totpSecret: sealTotpSecret(TEST_KEYS.operatorTotp, secret, email),
      ...values,
    })
    .returning({ id: operators.id });
  return { id: row!.id, email, password: OPERATOR_PASSWORD, secret };
}

/** The operator's one-time code at the test clock's now (or `at`). */
export function codeOf(t: Pick<TestContext, 'clock'>, op: TestOperator, at = t.clock.now()): string {
  return totpCodeAt(op.secret, at);
}

/** Signs the operator in with the code of now; the clock moves 30 s on, so the next sign-in has a new code. */
export async function operatorToken(t: TestContext, op: TestOperator): Promise<string> {
  const res = await t.call({
    method: 'POST',
    url: API.operatorLogin.path,
    payload: { email: op.email, password: op.password, code: codeOf(t, op) },
  });
  if (res.statusCode !== 200) throw new Error(`operator sign-in: ${res.statusCode} ${res.body}`);
  t.clock.advance(30_000);
  return res.json<{ content: [{ token: string }] }>().content[0].token;
}
