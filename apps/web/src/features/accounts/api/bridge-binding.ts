import type { DemoTerminal } from '@copytrade/contracts/connections';
import type { BoundAccount, BridgeKeyStatus, IssuedBridgeKey } from '@copytrade/contracts/accounts';
import { BRIDGE_EXCHANGE_PATH } from '@copytrade/contracts/bridge';
import type { AccType } from '@copytrade/contracts/constants';
import { useMutation, useQuery } from '@tanstack/react-query';
import { API_BASE, assetUrl, firstOf, request, type CallTwins } from '@/lib/api-client';
import { USER_SCOPE } from '@/lib/query-client';

/*
 * Binding through the EA bridge (issue 16, docs/ea-bridge-protocol.md): a key is issued for the account type,
 * the user runs the EA with it in his own MT4 terminal, the page polls until the EA reports its account, and
 * the user binds that account. All three calls are quiet: the bind dialog's EA panel shows every refusal
 * itself (a limit as the page's limit dialog, anything else in the panel).
 */

/** How often the panel asks whether the EA has connected. */
export const BRIDGE_STATUS_POLL_MS = 2_000;

/** The bridge calls as a MAM shell makes them (their /mam/main/ twins, the same definitions). */
export const BRIDGE_CALL_TWINS: CallTwins = {
  createBridgeKey: 'mamCreateBridgeKey',
  bridgeKeyStatus: 'mamBridgeKeyStatus',
  bindBridgeAccount: 'mamBindBridgeAccount',
  startDemoTerminal: 'mamStartDemoTerminal',
};

/** POST /community/api/createBridgeKey: a new key, shown this once; the caller's unused earlier key is revoked. */
export async function createBridgeKey(accType: AccType): Promise<IssuedBridgeKey> {
  return firstOf(await request('createBridgeKey', { body: { accType }, quiet: true }));
}

/** GET /community/api/bridgeKeyStatus: whether the key's EA has connected, and as which MT4 account. */
export async function bridgeKeyStatus(keyId: number, signal?: AbortSignal): Promise<BridgeKeyStatus> {
  return firstOf(await request('bridgeKeyStatus', { query: { keyId }, quiet: true, signal }));
}

/** POST /community/api/bindBridgeAccount: binds the account the key's EA is logged in to. */
export async function bindBridgeAccount(keyId: number): Promise<BoundAccount> {
  return firstOf(await request('bindBridgeAccount', { body: { keyId }, quiet: true }));
}

export const bridgeKeyStatusQueryKey = (keyId: number) => [USER_SCOPE, 'bridge-key', keyId] as const;

/** A key in one of these states has nothing more to wait for. */
export function isSettledBridgeState(state: BridgeKeyStatus['state'] | undefined): boolean {
  return state === 'bound' || state === 'revoked';
}

/**
 * The key's status, asked every 2 s while `active` (the dialog is open on the EA panel) and until the key is
 * bound or revoked. Coming back to the tab (from the MT4 terminal) asks at once.
 */
export function useBridgeKeyStatus(keyId: number | null, active: boolean) {
  return useQuery({
    queryKey: bridgeKeyStatusQueryKey(keyId ?? 0),
    queryFn: ({ signal }) => bridgeKeyStatus(keyId ?? 0, signal),
    enabled: keyId !== null && active,
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: (query) =>
      active && !isSettledBridgeState(query.state.data?.state) ? BRIDGE_STATUS_POLL_MS : false,
  });
}

export function useCreateBridgeKey() {
  return useMutation({ mutationFn: createBridgeKey });
}

export function useBindBridgeAccount() {
  return useMutation({ mutationFn: bindBridgeAccount });
}

/**
 * POST /community/api/startDemoTerminal (the demo only): a simulated MT4 terminal with the EA for this key,
 * logged in to a new simulator demo account; the key's status then shows it connect.
 */
export async function startDemoTerminal(issued: { keyId: number; key: string }): Promise<DemoTerminal> {
  return firstOf(
    await request('startDemoTerminal', { body: { keyId: issued.keyId, key: issued.key }, quiet: true }),
  );
}

export function useStartDemoTerminal() {
  return useMutation({ mutationFn: startDemoTerminal });
}

/** The API's origin: the page's own unless the build points the API elsewhere. */
function apiOrigin(): string {
  return API_BASE || window.location.origin;
}

/**
 * What the user types into the EA's `ServerUrl` input. The EA appends the exchange path itself
 * (`<ServerUrl>/bridge/v1/exchange`, bridge/ea/CopyTradeBridge.mq4), so the address is the API's origin plus
 * whatever prefix the site mounts the exchange under.
 */
export function eaServerUrl(exchangePath: string): string {
  // An exchange elsewhere than under <prefix>/bridge/v1/exchange could not be reached by this EA at all.
  const prefix = exchangePath.endsWith(BRIDGE_EXCHANGE_PATH)
    ? exchangePath.slice(0, -BRIDGE_EXCHANGE_PATH.length)
    : '';
  return `${apiOrigin()}${prefix}`;
}

/** The address MT4 must allow under "Allow WebRequest for listed URL" (scheme and host, no path). */
export function eaAllowedOrigin(exchangePath: string): string {
  return new URL(eaServerUrl(exchangePath), window.location.origin).origin;
}

/** Where the EA's file downloads from (it follows the API host, as the site's other files do). */
export function eaDownloadUrl(eaPath: string): string {
  return assetUrl(eaPath);
}
