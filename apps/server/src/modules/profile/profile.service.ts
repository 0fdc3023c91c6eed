import type { CodeSent } from '@copytrade/contracts/auth';
import {
  COPY_DIRECTION,
  COPY_TYPE,
  COPY_VALUE_UNLIMITED,
  type AvatarVariant,
} from '@copytrade/contracts/constants';
import type { FieldError } from '@copytrade/contracts/envelope';
import type { Locale } from '@copytrade/contracts/locale';
import { translate } from '@copytrade/contracts/messages';
import {
  checkBirthday,
  DEFAULT_TRADE_SETTINGS,
  type AvatarResult,
  type completeUserInfoBodySchema,
  type PasswordChanged,
  type SelfUserInfo,
  type SessionInfo,
  type TradeSettings,
  type updateTradeSettingsBodySchema,
} from '@copytrade/contracts/profile';
import type { CloseMode } from '@copytrade/contracts/subscriptions';
import { API } from '@copytrade/contracts/api-paths';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/app-error';
import type { Caller, SiteScope } from '../../platform/context';
import type { Clock } from '../../platform/ports';
import type { AuthService, NewContact } from '../auth/auth.service';
import type { SiteService } from '../sites/site.service';
import type { UserService } from '../users/user.service';
import { inUploadSlot, reserveUploadQuota, uploadSlots } from '../uploads/upload-quota';
import type { UploadService } from '../uploads/upload.service';
import { avatarVariant, readAvatarInput, toAvatarImage } from './avatar-image';
import { findTradeSettings, saveTradeSettings, type TradeSettingsRow } from './profile.repository';

type Deps = {
  db: Db;
  clock: Clock;
  users: UserService;
  auth: AuthService;
  sites: SiteService;
  /** Stores avatars (in `uploads`, which it owns). */
  uploads: Pick<UploadService, 'storeAvatar' | 'currentAvatar'>;
};

type RequestMeta = { ip: string; userAgent: string; locale: Locale };

/** The public address of a user's avatar; `v` changes with every upload, so caches never serve an old one. */
export function avatarUrl(userId: number, version: number): string {
  return `${API.queryAvatar.path}?userId=${userId}&v=${version}`;
}

/** Today as 'YYYY-MM-DD' in UTC (the web checks the same day). */
function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

function toTradeSettings(row: TradeSettingsRow, reverseAllowed: boolean): TradeSettings {
  return {
    copyType: row.copyType,
    copyValue: row.copyType === COPY_TYPE.SMART_RATIO ? '' : row.copyValue,
    direction: row.direction,
    maxOpenPositions: row.maxOpenPositions,
    cancelMode: row.cancelMode as CloseMode,
    reverseAllowed,
    saved: true,
  };
}

/**
 * Personal settings (spec 2, setting: basicsV, securityV, dealV): the user's basic information and avatar,
 * the security changes (through the auth service, which owns passwords, codes and sessions), and the trade
 * settings the subscribe dialog starts from. Every call acts on the caller himself, on his own site.
 */
export function createProfileService(deps: Deps) {
  const { db, clock, users, auth, sites, uploads } = deps;

  /** When the site has a dictionary of `dictType`, the value must be one of it (else any text passes). */
  async function dictionaryError(
    site: SiteScope,
    locale: Locale,
    dictType: 'country' | 'region',
    value: string,
  ): Promise<FieldError | null> {
    const items = await sites.dict(site, locale, dictType);
    if (items.length === 0 || items.some((item) => item.dictValue === value)) return null;
    return { field: dictType, message: translate(locale, `validation.${dictType}.required`) };
  }

  /** The avatar upload itself (see `uploadAvatar`). */
  async function storeAvatar(site: SiteScope, caller: Caller, text: string): Promise<AvatarResult> {
    if ((await users.byId(site, caller.userId)).avatarLock === 0) throw new AppError('AVATAR_LOCKED');
    const bytes = await readAvatarInput(text);
    await reserveUploadQuota(db, site, caller.userId, bytes.length, clock.now());
    const image = await toAvatarImage(bytes);
    const now = clock.now();
    const portraitImg = await db.transaction(async (tx) => {
      const user = await users.lock(site, caller.userId, tx);
      if (user.avatarLock === 0) throw new AppError('AVATAR_LOCKED');
      const uploadId = await uploads.storeAvatar(site, user.id, image, now, tx);
      const url = avatarUrl(user.id, uploadId);
      await users.setPortrait(site, user.id, url, now, tx);
      return url;
    });
    return { portraitImg, avatarLocked: false };
  }

  return {
    /**
     * `completeCommunityUserInfo`: the whole basic information at once. The age rule (18-120, not a date
     * after today) runs on the server's clock; country and region must be dictionary values where the site
     * has such a dictionary. Nothing is saved when any field fails.
     */
    async updateBasics(
      site: SiteScope,
      caller: Caller,
      locale: Locale,
      body: z.output<typeof completeUserInfoBodySchema>,
    ): Promise<SelfUserInfo> {
      const now = clock.now();
      const fieldErrors: FieldError[] = [];
      const birthdayKey = checkBirthday(body.birthday, utcDay(now));
      if (birthdayKey) fieldErrors.push({ field: 'birthday', message: translate(locale, birthdayKey) });
      for (const error of await Promise.all([
        dictionaryError(site, locale, 'country', body.country),
        dictionaryError(site, locale, 'region', body.region),
      ]))
        if (error) fieldErrors.push(error);
      if (fieldErrors.length > 0) throw new AppError('VALIDATION_FAILED', { fieldErrors });
      await users.updateProfile(
        site,
        caller.userId,
        {
          nickName: body.nickName,
          gender: body.gender,
          birthday: body.birthday,
          country: body.country,
          region: body.region,
          remark: body.remark,
        },
        now,
      );
      return users.communityInfo(site, caller.userId);
    },

    /**
     * `uploadAvatar`, in one of the caller's upload slots (UPLOADS_IN_FLIGHT beyond, shared with
     * base64Pic): refused while the operator has locked the avatar (checked again under the user's row
     * lock, so a lock set meanwhile wins); the sent bytes are counted against the day's upload quota before
     * the costly decoding (a picture that then fails to decode still counts), the picture is re-encoded
     * (`toAvatarImage`), stored in `uploads` (purpose avatar, earlier avatars removed) and
     * users.portrait_img points at `queryAvatar`.
     */
    uploadAvatar(site: SiteScope, caller: Caller, body: { image: string }): Promise<AvatarResult> {
      return inUploadSlot(uploadSlots, site, caller.userId, () => storeAvatar(site, caller, body.image));
    },

    /**
     * `queryAvatar` (public, like any social site's pictures): the current avatar of a user of this site,
     * at a smaller side when `size` is given. `fresh` tells whether the address's version is the current
     * one (then it may be cached for long).
     */
    async avatar(
      site: SiteScope,
      userId: number,
      version: number | undefined,
      size?: AvatarVariant,
    ): Promise<{ mime: string; data: Buffer; fresh: boolean }> {
      const row = await uploads.currentAvatar(site, userId);
      if (!row) throw new AppError('NOT_FOUND');
      const data = size === undefined ? row.data : await avatarVariant(row.id, row.data, size);
      return { mime: row.mime, data, fresh: version === row.id };
    },

    /** `updatePassword`: see `AuthService.changePassword` (other sessions end, this one stays). */
    changePassword(
      site: SiteScope,
      caller: Caller,
      body: { oldPassword: string; password: string },
    ): Promise<PasswordChanged> {
      return auth.changePassword(site, caller, body);
    },

    /** `sendEmailCode` / `sendPhoneCode`: a code to the new address. */
    sendContactCode(
      site: SiteScope,
      caller: Caller,
      contact: NewContact,
      meta: RequestMeta,
    ): Promise<CodeSent> {
      return auth.sendContactCode(site, caller, contact, meta);
    },

    /** `modifyemail` / `updatephone`: binds the new address; answers the updated user. */
    async changeContact(
      site: SiteScope,
      caller: Caller,
      input: { contact: NewContact; code: string; password: string },
    ): Promise<SelfUserInfo> {
      await auth.changeContact(site, caller, input);
      return users.communityInfo(site, caller.userId);
    },

    /** `querySessions`. */
    sessions(site: SiteScope, caller: Caller): Promise<SessionInfo[]> {
      return auth.sessions(site, caller);
    },

    /** `queryTradeSettings`: the saved settings, or the defaults while none are saved. */
    async tradeSettings(site: SiteScope, caller: Caller): Promise<TradeSettings> {
      const [row, siteRow] = await Promise.all([
        findTradeSettings(db, site.id, caller.userId),
        sites.row(site),
      ]);
      const reverseAllowed = siteRow.reverseCopyFlag === 1;
      return row
        ? toTradeSettings(row, reverseAllowed)
        : { ...DEFAULT_TRADE_SETTINGS, reverseAllowed, saved: false };
    },

    /**
     * `updateTradeSettings`: reverse only where the site allows it (the rule createSubscription applies);
     * smart ratio keeps no value (stored as the 999999999.99 sentinel, as subscriptions do).
     */
    async updateTradeSettings(
      site: SiteScope,
      caller: Caller,
      body: z.output<typeof updateTradeSettingsBodySchema>,
    ): Promise<TradeSettings> {
      const reverseAllowed = (await sites.row(site)).reverseCopyFlag === 1;
      if (body.direction === COPY_DIRECTION.REVERSE && !reverseAllowed)
        throw new AppError('REVERSE_NOT_ALLOWED');
      const smart = body.copyType === COPY_TYPE.SMART_RATIO;
      const row = await saveTradeSettings(
        db,
        site.id,
        caller.userId,
        {
          copyType: body.copyType,
          copyValue: smart || !body.copyValue ? COPY_VALUE_UNLIMITED : body.copyValue.text,
          direction: body.direction,
          maxOpenPositions: body.maxOpenPositions ?? null,
          cancelMode: body.cancelMode,
        },
        clock.now(),
      );
      return toTradeSettings(row, reverseAllowed);
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
