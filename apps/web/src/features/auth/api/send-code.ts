import type { CodePurpose, CodeSent } from '@copytrade/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { firstOf, request } from '@/lib/api-client';

/**
 * GET /community/front/sendVercodeOrMailcode?userName=&type=: a code by text message or mail, whichever the
 * username is. Answers how long the code lives and when another may be asked for (seconds). A 429 (too
 * frequent) shows the server's message through the request layer.
 */
export async function sendCode(userName: string, type: CodePurpose): Promise<CodeSent> {
  return firstOf(await request('sendVercodeOrMailcode', { query: { userName, type } }));
}

export function useSendCode(type: CodePurpose) {
  return useMutation({ mutationFn: (userName: string) => sendCode(userName, type) });
}
