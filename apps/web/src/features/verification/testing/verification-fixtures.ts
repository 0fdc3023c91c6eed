import type {
  IdentityInfo,
  IdentityReview,
  PaymentInfo,
  PaymentInfoReview,
  ReviewCounts,
} from '@copytrade/contracts/verification';
import { vi } from 'vitest';

/** A valid identity card number (GB 11643-1999 check character). */
export const ID_CARD = '110101199003071233';

export function identityInfo(overrides: Partial<IdentityInfo> = {}): IdentityInfo {
  return {
    state: 'none',
    reason: '',
    realName: '',
    idType: null,
    idNumber: '',
    frontImage: null,
    backImage: null,
    submittedAt: null,
    reviewedAt: null,
    canSubmit: true,
    chineseNameOnly: false,
    ...overrides,
  };
}

export function paymentInfo(overrides: Partial<PaymentInfo> = {}): PaymentInfo {
  return {
    id: 1,
    method: 'alipay',
    uploadId: 41,
    accountName: 'Lena Park',
    accountNo: '',
    bankName: '',
    state: 'passed',
    reason: '',
    updatedAt: Date.UTC(2026, 10, 20, 8),
    reviewedAt: Date.UTC(2026, 10, 20, 9),
    ...overrides,
  };
}

export function identityReview(overrides: Partial<IdentityReview> = {}): IdentityReview {
  return {
    id: 11,
    userId: 21,
    nickname: 'Nia',
    email: 'nia@example.com',
    phone: null,
    realName: 'Nia Stone',
    idType: 1,
    idNumber: ID_CARD,
    frontImage: 301,
    backImage: 302,
    submittedAt: Date.UTC(2026, 10, 21, 8),
    state: 'pending',
    reason: '',
    reviewedAt: null,
    reviewerNickname: null,
    ...overrides,
  };
}

export function paymentInfoReview(overrides: Partial<PaymentInfoReview> = {}): PaymentInfoReview {
  return {
    id: 31,
    userId: 22,
    nickname: 'Omar',
    email: 'omar@example.com',
    phone: null,
    method: 'bank',
    uploadId: null,
    accountName: 'Omar Reed',
    accountNo: '4111111111111111',
    bankName: 'Bank of Lisbon',
    submittedAt: Date.UTC(2026, 10, 21, 9),
    state: 'pending',
    reason: '',
    reviewedAt: null,
    reviewerNickname: null,
    ...overrides,
  };
}

export function reviewCounts(overrides: Partial<ReviewCounts> = {}): ReviewCounts {
  return {
    identity: 2,
    paymentInfo: 1,
    recharges: 3,
    withdrawals: 1,
    complaints: 0,
    partnerApplications: 5,
    contactMessages: 0,
    ...overrides,
  };
}

export function imageFile(name: string, bytes = 1024, type = 'image/png'): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

/** jsdom has no object URLs; the pickers and the authenticated images need them. */
export function stubObjectUrls() {
  let next = 0;
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: vi.fn(() => `blob:test/${++next}`),
      revokeObjectURL: vi.fn(),
    }),
  );
}

/** The file inputs of a container, in order. */
export function fileInputs(container: ParentNode): HTMLInputElement[] {
  return [...container.querySelectorAll<HTMLInputElement>('input[type="file"]')];
}
