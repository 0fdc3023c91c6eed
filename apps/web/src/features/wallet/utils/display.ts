/** A long hash or address as its first and last characters: 'TQn9Y2…bcVk'. Short text is kept whole. */
export function shorten(text: string, head = 6, tail = 6): string {
  return text.length <= head + tail + 1 ? text : `${text.slice(0, head)}…${text.slice(-tail)}`;
}

/** The record behind a ledger line: 'recharge:12' -> { kind: 'recharge', id: '12' }; null for anything else. */
export function parseReference(reference: string): { kind: 'recharge' | 'withdrawal'; id: string } | null {
  const match = /^(recharge|withdrawal):(\d+)$/.exec(reference);
  if (!match) return null;
  return { kind: match[1] as 'recharge' | 'withdrawal', id: match[2] ?? '' };
}
