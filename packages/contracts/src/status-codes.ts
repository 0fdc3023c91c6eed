import type { Translations } from './messages/message-table';
import { protocolStatuses } from './statuses/protocol';
import { authStatuses } from './statuses/auth';
import { sitesStatuses } from './statuses/sites';
import { siteSettingsStatuses } from './statuses/site-settings';
import { accountsStatuses } from './statuses/accounts';
import { subscriptionsStatuses } from './statuses/subscriptions';
import { socialStatuses } from './statuses/social';
import { communityStatuses } from './statuses/community';
import { walletStatuses } from './statuses/wallet';
import { paymentsStatuses } from './statuses/payments';
import { partnersStatuses } from './statuses/partners';
import { contactStatuses } from './statuses/contact';
import { profileStatuses } from './statuses/profile';
import { verificationStatuses } from './statuses/verification';
import { messagesStatuses } from './statuses/messages';
import { operatorStatuses } from './statuses/operator';
import { contentStatuses } from './statuses/content';
import { marketNewsStatuses } from './statuses/market-news';

/**
 * Every `status` an answer can carry, once: its code, its HTTP status, one line of meaning and the user's
 * text in the three languages, in one table (the files under `statuses/`, one per area). 10000 is success.
 * 10001, 12109 and 12110 are the seed's soft statuses: the request went through but the client shows no
 * error popup (10001 is only logged). Everything else is an error whose text the client shows.
 */
export const STATUS_TABLE = {
  ...protocolStatuses,
  ...authStatuses,
  ...sitesStatuses,
  ...siteSettingsStatuses,
  ...accountsStatuses,
  ...subscriptionsStatuses,
  ...socialStatuses,
  ...communityStatuses,
  ...walletStatuses,
  ...paymentsStatuses,
  ...partnersStatuses,
  ...contactStatuses,
  ...profileStatuses,
  ...verificationStatuses,
  ...messagesStatuses,
  ...operatorStatuses,
  ...contentStatuses,
  ...marketNewsStatuses,
};

export type StatusName = keyof typeof STATUS_TABLE;

/** The codes by name (`STATUS.NOT_FOUND` is 40400). */
export const STATUS = Object.fromEntries(
  Object.entries(STATUS_TABLE).map(([name, def]) => [name, def.code]),
) as { readonly [K in StatusName]: (typeof STATUS_TABLE)[K]['code'] };
export type StatusCode = (typeof STATUS)[StatusName];

export type StatusInfo = {
  /** HTTP status sent with the envelope. */
  http: number;
  /** One line for developers and the OpenAPI document; users see the localized message instead. */
  meaning: string;
};

export const STATUS_INFO: Record<StatusName, StatusInfo> = STATUS_TABLE;

/** The user-facing text of every status, by status name. */
export const STATUS_TEXT = Object.fromEntries(
  Object.entries(STATUS_TABLE).map(([name, def]) => [name, def.text]),
) as Record<StatusName, Translations>;

const NAME_BY_CODE = new Map<number, StatusName>(
  Object.entries(STATUS).map(([name, code]) => [code, name as StatusName]),
);

export function statusName(code: number): StatusName | undefined {
  return NAME_BY_CODE.get(code);
}

/** The seed passes these without a popup. */
export const SOFT_STATUSES: readonly number[] = [
  STATUS.SOFT_NOTICE,
  STATUS.SOFT_SUBSCRIBERS_ONLY,
  STATUS.SOFT_NO_ACCOUNT,
];
