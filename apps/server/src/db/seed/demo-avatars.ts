import { createHash } from 'node:crypto';
import { createAvatar } from '@dicebear/core';
import * as notionists from '@dicebear/notionists';
import sharp from 'sharp';
import { and, asc, eq, notExists } from 'drizzle-orm';
import { AVATAR_SIZE } from '@copytrade/contracts/profile';
import type { Db } from '../client';
import { uploads } from '../schema/money';
import { users } from '../schema/users';
import { toAvatarImage } from '../../modules/profile/avatar-image';
import { insertAvatar } from '../../modules/uploads/upload.repository';
import { avatarUrl } from '../../modules/profile/profile.service';
import { updateUserPortrait } from '../../modules/users/user.repository';

/**
 * Light backgrounds the generated faces sit on (one picked per person by the seed): soft tints that read
 * well on the site's white cards and its dark header.
 */
const BACKGROUNDS = ['b6e3f4', 'c0aede', 'd1d4f9', 'ffd5dc', 'ffdfbf', 'c7f0db', 'f9e3b4', 'dbeafe'];

type Hair = NonNullable<notionists.Options['hair']>[number];
const variants = (...numbers: number[]) => numbers.map((n) => `variant${String(n).padStart(2, '0')}` as Hair);

/** The style's hairstyles that read as a woman's, and the short ones that read as a man's. */
const HAIR = {
  woman: variants(2, 4, 8, 10, 23, 28, 36, 37, 39, 41, 45, 46, 47, 48, 57, 58, 59),
  man: variants(1, 3, 5, 6, 7, 9, 11, 12, 13, 15, 16, 17, 18, 19, 21, 22, 24, 25, 26, 27, 29, 30, 31),
} as const;

/**
 * The demo people whose names read as a woman's (demo-strategies.ts, demo-community.ts): their faces get
 * a woman's hairstyle and no beard, so a face never contradicts its name. Everyone else gets a man's.
 */
export const DEMO_WOMEN = new Set([
  'Sarah Lim',
  'Elena Novak',
  'Lena Fischer',
  'Chloe Martin',
  'Olivia Brennan',
  'Aisha Rahman',
  'Yuki Tanaka',
  '晓雯Trading',
  '静水流深',
  '山海交易笔记',
  '网格日记本',
  'Sofia Ruiz',
  'Priya Nair',
  '稳稳的幸福',
  '林间晓风',
  '慢慢变富',
]);

/**
 * A person's generated avatar as a PNG, the same for the same seed on every machine: DiceBear's
 * "Notionists" style (design by Zoish, CC0 1.0; code MIT), rendered offline from its SVG by sharp.
 */
export async function demoAvatarPng(seed: string, look: keyof typeof HAIR = 'man'): Promise<Buffer> {
  const svg = createAvatar(notionists, {
    seed,
    size: AVATAR_SIZE,
    backgroundColor: BACKGROUNDS,
    backgroundType: ['solid'],
    hair: [...HAIR[look]],
    beardProbability: look === 'woman' ? 0 : 20,
    gestureProbability: 0,
    bodyIconProbability: 0,
  }).toString();
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * Gives every person of the demo site who has no avatar yet a generated one (the demo trader, the
 * follower, the admin, the community traders and copiers, anyone seeded before this runs), stored as an
 * upload is: the PNG goes through `toAvatarImage` (re-encoded WebP), into `uploads` with purpose
 * 'avatar' owned by the person (the newest avatar of its owner is the referenced one, so the upload sweep
 * keeps it), and users.portrait_img points at `queryAvatar`. The seed of each picture is the person's
 * email (or phone), so a fresh start draws the same faces. People who already have an avatar keep it, so
 * running it again adds nothing. Answers how many avatars it stored.
 */
export async function seedDemoAvatars(db: Db, ctx: { siteId: number; now: Date }): Promise<number> {
  const { siteId, now } = ctx;
  const people = await db
    .select({ id: users.id, email: users.email, phone: users.phone, nickName: users.nickName })
    .from(users)
    .where(
      and(
        eq(users.siteId, siteId),
        notExists(
          db
            .select({ id: uploads.id })
            .from(uploads)
            .where(
              and(eq(uploads.siteId, siteId), eq(uploads.ownerId, users.id), eq(uploads.purpose, 'avatar')),
            ),
        ),
      ),
    )
    .orderBy(asc(users.id));
  for (const person of people) {
    const seed = person.email ?? person.phone ?? `user-${person.id}`;
    const look = DEMO_WOMEN.has(person.nickName) ? 'woman' : 'man';
    const image = await toAvatarImage(await demoAvatarPng(seed, look));
    const uploadId = await insertAvatar(db, siteId, {
      ownerId: person.id,
      mime: image.mime,
      data: image.data,
      sha256: createHash('sha256').update(image.data).digest('hex'),
      createdAt: now,
    });
    await updateUserPortrait(db, siteId, person.id, avatarUrl(person.id, uploadId), now);
  }
  return people.length;
}
