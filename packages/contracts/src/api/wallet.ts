import { endpoint, noQuery } from '../endpoint';
import {
  adminLedgerQuerySchema,
  adminWalletReviewsQuerySchema,
  billingLineSchema,
  billingQuerySchema,
  ledgerEntryRowSchema,
  mentionMoneyBodySchema,
  rechargeRecordSchema,
  walletByUserQuerySchema,
  walletInfoSchema,
  walletPrepaidBodySchema,
  walletRecordsQuerySchema,
  walletReviewBodySchema,
  walletReviewResultSchema,
  walletReviewSchema,
  withdrawRecordSchema,
} from '../wallet';

const tags = ['wallet'] as const;

/** The wallet module's calls (server: apps/server/src/modules/wallet). */
export const walletApi = {
  queryWalletInfo: endpoint({
    method: 'GET',
    path: '/community/api/queryWalletInfo',
    tags,
    summary: "The caller's wallet",
    description:
      "The caller's USDT wallet: balance, withdrawing (frozen by withdrawals pending review) and available. Needs a token.",
    query: noQuery,
    response: walletInfoSchema,
  }),
  getWalletByUserId: endpoint({
    method: 'GET',
    path: '/community/api/getWalletByUserId',
    tags,
    summary: "A user's wallet",
    description:
      "The wallet of the user given, which must be the caller: another user's id answers 40400. Needs a token.",
    query: walletByUserQuerySchema,
    response: walletInfoSchema,
  }),
  walletPrepaid: endpoint({
    method: 'POST',
    path: '/community/api/walletPrepaid',
    tags,
    summary: 'Declare a USDT (TRC20) transfer to the site',
    description:
      "Records a recharge pending the site admin's review; nothing reaches the wallet before it passes. A transaction hash already declared on the site answers 27003. Needs a token.",
    body: walletPrepaidBodySchema,
    response: rechargeRecordSchema,
  }),
  queryRechargeRecords: endpoint({
    method: 'GET',
    path: '/community/api/queryRechargeRecords',
    tags,
    summary: "The caller's recharge records",
    description: "The caller's recharges, newest first, optionally of one review state. Needs a token.",
    query: walletRecordsQuerySchema,
    response: rechargeRecordSchema,
  }),
  mentionMoney: endpoint({
    method: 'POST',
    path: '/community/api/mentionMoney',
    tags,
    summary: 'Withdraw to a TRC20 address',
    description:
      "The amount is frozen at once and waits for the site admin's review. The address is checked with its base58check checksum (40000 otherwise); an amount above available answers 27001. Needs a token.",
    body: mentionMoneyBodySchema,
    response: withdrawRecordSchema,
  }),
  queryWithdrawRecords: endpoint({
    method: 'GET',
    path: '/community/api/queryWithdrawRecords',
    tags,
    summary: "The caller's withdrawal records",
    description: "The caller's withdrawals, newest first, optionally of one review state. Needs a token.",
    query: walletRecordsQuerySchema,
    response: withdrawRecordSchema,
  }),
  queryBillingDetails: endpoint({
    method: 'GET',
    path: '/community/api/queryBillingDetails',
    tags,
    summary: "Lines of the caller's wallet",
    description:
      "The ledger lines of the caller's wallet account, income (money in) or expend (money out), newest first. Needs a token.",
    query: billingQuerySchema,
    response: billingLineSchema,
  }),
  adminQueryWalletReviews: endpoint({
    method: 'GET',
    path: '/community/api/adminQueryWalletReviews',
    tags,
    summary: 'Site admin: pending recharges and withdrawals',
    description:
      "The site's recharges and withdrawals waiting for review, oldest first, optionally of one kind. The site's admin only (25007 otherwise).",
    query: adminWalletReviewsQuerySchema,
    response: walletReviewSchema,
  }),
  adminReviewRecharge: endpoint({
    method: 'POST',
    path: '/community/api/adminReviewRecharge',
    tags,
    summary: 'Site admin: pass or reject a recharge',
    description:
      "Passing credits the user's wallet; rejecting needs a reason. The site's admin only (25007 otherwise); an unknown recharge answers 40400, one already reviewed 27002.",
    body: walletReviewBodySchema,
    response: walletReviewResultSchema,
  }),
  adminReviewWithdrawal: endpoint({
    method: 'POST',
    path: '/community/api/adminReviewWithdrawal',
    tags,
    summary: 'Site admin: pass or reject a withdrawal',
    description:
      "Passing pays the frozen amount out; rejecting (with a reason) returns it to the wallet. The site's admin only (25007 otherwise); an unknown withdrawal answers 40400, one already reviewed 27002.",
    body: walletReviewBodySchema,
    response: walletReviewResultSchema,
  }),
  adminQueryLedger: endpoint({
    method: 'GET',
    path: '/community/api/adminQueryLedger',
    tags,
    summary: "Site admin: the site's ledger",
    description:
      "The audit view: every ledger entry of the site with who caused it, newest first, optionally of one user. The site's admin only (25007 otherwise).",
    query: adminLedgerQuerySchema,
    response: ledgerEntryRowSchema,
  }),
};
