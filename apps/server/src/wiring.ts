/*
 * Who reacts to what: every place where one module's event runs another module's code is declared here,
 * so a reader of `wallet.chargeFee` or `subscriptions.create` finds what follows from the `reactions`
 * named in the service's Deps. Two kinds:
 *
 * - reactions inside the emitter's transaction (`tx`): they commit or roll back with the change;
 * - after-commit work: an event written in the transaction (platform/after-commit.ts), delivered once
 *   it has committed, never if it rolled back, and still after a crash between the two.
 *
 * app.ts (the composition root) builds the services and hands them over with `bind`.
 */
import type { PartnerService } from './modules/partners/partner.service';
import type { SettlementService } from './modules/settlement/settlement.service';
import type { SubscriptionReactions } from './modules/subscriptions/subscription.service';
import type { WalletReactions } from './modules/wallet/wallet.service';
import type { AfterCommitHandlers } from './platform/after-commit';
import type { RealtimeHub } from './platform/realtime-hub';

/** The services that react. They are built after the services that emit (settlement needs the wallet). */
type Reactors = {
  settlement: Pick<SettlementService, 'onCredited' | 'assertNotOwing'>;
  partners: Pick<PartnerService, 'upgradeIfDue'>;
};

/** The reactions each emitting service is built with. */
export function declareReactions() {
  let reactors: Reactors | null = null;
  const to = (): Reactors => {
    if (!reactors) throw new Error('wiring: a reaction ran before app.ts bound the services');
    return reactors;
  };

  const wallet: WalletReactions = {
    // Wallet credited (a recharge passed) -> settlement collects owed fees first (same transaction).
    credited: (tx, site, userId, causedBy) => to().settlement.onCredited(tx, site, userId, causedBy),
    // Rebate paid to a partner -> partners upgrade his level when due (same transaction).
    rebatePaid: (tx, site, partnerId) => to().partners.upgradeIfDue(tx, site, partnerId),
  };

  const subscriptions: SubscriptionReactions = {
    // A new subscription or a paid renewal -> settlement refuses a caller who owes (FEE_OWED).
    admission: (site, caller) => to().settlement.assertNotOwing(site, caller),
  };

  return {
    wallet,
    subscriptions,
    /** The reacting services, once built (a reaction before that is a wiring mistake, not a no-op). */
    bind(services: Reactors) {
      reactors = services;
    },
  };
}

/** What is done after a commit, per event kind (platform/after-commit.ts lists the kinds). */
export function afterCommitHandlers(deps: {
  hub: Pick<RealtimeHub, 'publish' | 'publishSite'>;
}): AfterCommitHandlers {
  return {
    // Notices written (messages module) -> the readers' open pages re-read the bell.
    'notice.push': ({ siteId, userIds }) => {
      for (const userId of userIds) deps.hub.publish(siteId, userId, { type: 'notice' });
    },
    // A public message published or withdrawn (messages module) -> every open page of the site re-reads.
    'notice.pushSite': ({ siteId }) => {
      deps.hub.publishSite(siteId, { type: 'notice' });
    },
    // A calendar event or news flash item saved or removed (market-news module) -> the site's open pages.
    'marketNews.push': ({ siteId, messages }) => {
      for (const message of messages) deps.hub.publishSite(siteId, message);
    },
    // A copy batch committed (trading/copy) -> its followers' open pages get their links and records.
    'realtime.push': ({ pushes }) => {
      for (const push of pushes) deps.hub.publish(push.siteId, push.userId, push.message);
    },
  };
}
