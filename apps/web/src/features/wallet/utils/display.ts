import { centerPath } from '@/lib/paths';
/** A long hash or address as its first and last characters: 'TQn9Y2…bcVk'. Short text is kept whole. */
export function shorten(text: string, head = 6, tail = 6): string {
  return text.length <= head + tail + 1 ? text : `${text.slice(0, head)}…${text.slice(-tail)}`;
}

/**
 * Every kind of record a ledger line refers to (`ledger_transactions.reference`, written by the wallet,
 * payments and settlement services): a recharge, a withdrawal, a subscription payment, a weekly
 * settlement and an owed fee collected later.
 */
export const REFERENCE_KINDS = ['recharge', 'withdrawal', 'payment', 'settlement', 'debt'] as const;
export type ReferenceKind = (typeof REFERENCE_KINDS)[number];

/** The record behind a ledger line: 'payment:12' -> { kind: 'payment', id: '12' }; null for anything else. */
export function parseReference(reference: string): { kind: ReferenceKind; id: string } | null {
  const match = /^([a-z]+):(\d+)$/.exec(reference);
  const kind = REFERENCE_KINDS.find((known) => known === match?.[1]);
  if (!match || !kind) return null;
  return { kind, id: match[2] ?? '' };
}

/**
 * Where the owner of a ledger line reads its record, in his personal center: the recharge and withdrawal
 * lists, the payment (its dialog opens), the settlement list (settlements and collected owed fees).
 */
export function referencePath(reference: { kind: ReferenceKind; id: string }, userId: number): string {
  switch (reference.kind) {
    case 'recharge':
      return centerPath(userId, 'rechargeRecord');
    case 'withdrawal':
      return centerPath(userId, 'outerRecord');
    case 'payment':
      return centerPath(userId, 'paymentFlow', `paymentId=${reference.id}`);
    case 'settlement':
    case 'debt':
      return centerPath(userId, 'settlementFlow');
  }
}
