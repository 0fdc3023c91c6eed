import type { CopyLink as CopyLinkMessage } from '@copytrade/contracts/subscriptions';
import type { CopyLink as EngineLink, OrderType } from '@copytrade/engine/copy/types';
import { formatLots } from '@copytrade/units/lots';
import { isBuyType, isPendingType } from '@copytrade/units/mt4';
import { priceToPoints } from '@copytrade/units/price';
import type { MirroredAccount } from '../account-mirror';
import type { GatewayOrder } from '../gateway';
import type { LiveSubscriptionRow } from '../../read-models/copy-inputs';
import type { LinkRow, NewLink } from './copy.repository';

/** A live link in memory; `origin` identifies it for good, tickets move with partial closes. */
export type Link = {
  /** The copy_links row id; 0 until the batch that inserts it is written. */
  linkId: number;
  siteId: number;
  subscriptionId: number;
  serialNo: string;
  followerUserId: number;
  masterAccountId: number;
  followAccountId: number;
  originTicket: number;
  masterTicket: number;
  followerTicket: number;
  masterSymbol: string;
  symbol: string;
  masterType: number;
  type: number;
  direction: number;
  masterLots: number;
  lots: number;
  masterOpenTime: number;
  masterOpenPrice: string;
  openTime: number;
  openPrice: string;
  sl: string;
  tp: string;
  slippagePoints: number;
  delayMs: number;
  state: 'open' | 'pending' | 'closed' | 'detached';
  closeTime: number | null;
  closePrice: string;
  profit: string;
};

/** What moves on a link: tickets and lots with partial closes, stops with modifies. */
export type LinkMove = {
  masterTicket?: number;
  masterLots?: number;
  followerTicket?: number;
  lots?: number;
  sl?: string;
  tp?: string;
};

/**
 * The live links (open or pending copies) in memory, found by master ticket (the master's events: by
 * master account, master ticket, then subscription) and by follower ticket (the follower's own events).
 * Loaded from the database at start; a link leaves when it is closed or detached.
 */
export type LiveLinkBook = ReturnType<typeof createLiveLinkBook>;

export function createLiveLinkBook() {
  const byMaster = new Map<number, Map<number, Map<number, Link>>>();
  const byFollower = new Map<string, Link>();

  function track(link: Link) {
    let byTicket = byMaster.get(link.masterAccountId);
    if (!byTicket) byMaster.set(link.masterAccountId, (byTicket = new Map<number, Map<number, Link>>()));
    let bySub = byTicket.get(link.masterTicket);
    if (!bySub) byTicket.set(link.masterTicket, (bySub = new Map<number, Link>()));
    bySub.set(link.subscriptionId, link);
    byFollower.set(`${link.followAccountId}:${link.followerTicket}`, link);
  }

  function untrack(link: Link) {
    const byTicket = byMaster.get(link.masterAccountId);
    const bySub = byTicket?.get(link.masterTicket);
    bySub?.delete(link.subscriptionId);
    if (bySub?.size === 0) byTicket?.delete(link.masterTicket);
    if (byTicket?.size === 0) byMaster.delete(link.masterAccountId);
    byFollower.delete(`${link.followAccountId}:${link.followerTicket}`);
  }

  function ofMaster(masterAccountId: number): Link[] {
    return [...(byMaster.get(masterAccountId)?.values() ?? [])].flatMap((bySub) => [...bySub.values()]);
  }

  return {
    track,
    untrack,
    /** Applies a move and files the link under its new tickets. */
    move(link: Link, change: LinkMove) {
      untrack(link);
      Object.assign(link, change);
      track(link);
    },
    /** The live links copying one master position. */
    ofMasterTicket(masterAccountId: number, masterTicket: number): Link[] {
      return [...(byMaster.get(masterAccountId)?.get(masterTicket)?.values() ?? [])];
    },
    ofFollowerTicket(followAccountId: number, followerTicket: number): Link | undefined {
      return byFollower.get(`${followAccountId}:${followerTicket}`);
    },
    /** The live links of one subscription (its master's positions it copies). */
    ofSubscription(masterAccountId: number, subscriptionId: number): Link[] {
      return ofMaster(masterAccountId).filter((l) => l.subscriptionId === subscriptionId);
    },
    ofMaster,
    /** Every live link, grouped by follow account (the repair sweep reads each follower's orders once). */
    byFollowAccount(): Map<number, Link[]> {
      const grouped = new Map<number, Link[]>();
      for (const link of [...byMaster.keys()].flatMap(ofMaster)) {
        const list = grouped.get(link.followAccountId) ?? [];
        list.push(link);
        grouped.set(link.followAccountId, list);
      }
      return grouped;
    },
    size: () => byFollower.size,
  };
}

export function priceDigits(price: string): number {
  const dot = price.indexOf('.');
  return dot < 0 ? 0 : price.length - dot - 1;
}

/** Points the follower's fill is worse than the master's (negative: better), in the follower's direction. */
export function slippageInPoints(followerType: number, followerPrice: string, masterPrice: string): number {
  const digits = Math.max(priceDigits(followerPrice), priceDigits(masterPrice));
  const diff = (priceToPoints(followerPrice, digits) ?? 0) - (priceToPoints(masterPrice, digits) ?? 0);
  return isBuyType(followerType) ? diff : -diff;
}

/** The link a follower order that copies this master order starts (not written yet: `linkId` 0). */
export function newLink(
  master: MirroredAccount,
  sub: LiveSubscriptionRow,
  order: GatewayOrder,
  filled: GatewayOrder,
): Link {
  return {
    linkId: 0,
    siteId: sub.siteId,
    subscriptionId: sub.id,
    serialNo: sub.serialNo,
    followerUserId: sub.followerUserId,
    masterAccountId: master.id,
    followAccountId: sub.followAccountId,
    originTicket: order.ticket,
    masterTicket: order.ticket,
    followerTicket: filled.ticket,
    masterSymbol: order.symbol,
    symbol: filled.symbol,
    masterType: order.type,
    type: filled.type,
    direction: sub.direction,
    masterLots: order.lots,
    lots: filled.lots,
    masterOpenTime: order.openTime,
    masterOpenPrice: order.openPrice,
    openTime: filled.openTime,
    openPrice: filled.openPrice,
    sl: filled.sl,
    tp: filled.tp,
    slippagePoints: isPendingType(filled.type)
      ? 0
      : slippageInPoints(filled.type, filled.openPrice, order.openPrice),
    delayMs: Math.max(0, filled.openTime - order.openTime),
    state: filled.state === 'pending' ? 'pending' : 'open',
    closeTime: null,
    closePrice: '0',
    profit: '0',
  };
}

/** A stored live link back in memory (a start); the subscription gives the follower's names. */
export function linkFromRow(row: LinkRow, sub: LiveSubscriptionRow | undefined): Link {
  return {
    linkId: row.id,
    siteId: row.siteId,
    subscriptionId: row.subscriptionId,
    serialNo: sub?.serialNo ?? '',
    followerUserId: sub?.followerUserId ?? 0,
    masterAccountId: row.masterAccountId,
    followAccountId: row.followAccountId,
    originTicket: row.originTicket,
    masterTicket: row.masterTicket,
    followerTicket: row.followerTicket,
    masterSymbol: row.masterSymbol,
    symbol: row.symbol,
    masterType: row.masterType,
    type: row.type,
    direction: row.direction,
    masterLots: row.masterLots,
    lots: row.lots,
    masterOpenTime: row.masterOpenTime.getTime(),
    masterOpenPrice: row.masterOpenPrice,
    openTime: row.openTime.getTime(),
    openPrice: row.openPrice,
    sl: row.sl,
    tp: row.tp,
    slippagePoints: row.slippagePoints,
    delayMs: row.delayMs,
    state: row.state as Link['state'],
    closeTime: row.closeTime?.getTime() ?? null,
    closePrice: row.closePrice,
    profit: row.profit,
  };
}

/** The row that inserts a new link. */
export function linkInsert(link: Link): NewLink {
  return {
    siteId: link.siteId,
    subscriptionId: link.subscriptionId,
    masterAccountId: link.masterAccountId,
    followAccountId: link.followAccountId,
    originTicket: link.originTicket,
    masterTicket: link.masterTicket,
    followerTicket: link.followerTicket,
    masterSymbol: link.masterSymbol,
    symbol: link.symbol,
    masterType: link.masterType,
    type: link.type,
    direction: link.direction,
    masterLots: link.masterLots,
    lots: link.lots,
    masterOpenTime: new Date(link.masterOpenTime),
    masterOpenPrice: link.masterOpenPrice,
    openTime: new Date(link.openTime),
    openPrice: link.openPrice,
    sl: link.sl,
    tp: link.tp,
    slippagePoints: link.slippagePoints,
    delayMs: link.delayMs,
    state: link.state,
  };
}

/** The engine's view of a link (follower side and direction). */
export function engineLink(link: Link): EngineLink {
  return {
    subscriptionId: link.subscriptionId,
    masterTicket: link.masterTicket,
    direction: link.direction as EngineLink['direction'],
    follower: {
      ticket: link.followerTicket,
      type: link.type as OrderType,
      symbol: link.symbol,
      lots: link.lots,
      openPrice: link.openPrice,
      sl: link.sl,
      tp: link.tp,
    },
  };
}

export function toLinkMessage(link: Link): CopyLinkMessage {
  const lots = formatLots;
  return {
    linkId: link.linkId,
    subscriptionId: link.subscriptionId,
    serialNo: link.serialNo,
    followAccountId: link.followAccountId,
    masterTicket: link.masterTicket,
    followerTicket: link.followerTicket,
    masterSymbol: link.masterSymbol,
    symbol: link.symbol,
    type: link.type,
    masterType: link.masterType,
    lots: lots(link.lots),
    masterLots: lots(link.masterLots),
    openTime: link.openTime,
    masterOpenTime: link.masterOpenTime,
    openPrice: link.openPrice,
    masterOpenPrice: link.masterOpenPrice,
    sl: link.sl,
    tp: link.tp,
    slippagePoints: link.slippagePoints,
    delayMs: link.delayMs,
    closeTime: link.closeTime,
    closePrice: link.closePrice,
    profit: link.profit,
    state: link.state,
  };
}
