import { deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import zh from '../apps/web/src/i18n/locales/zh_CN.json';

/** The API's answer envelope. */
export type Envelope<T> = { status: number; message: string; content: T[] };

/** `{{name}}` placeholders of a locale text filled in. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** Signs in through the login page, as a person would, and waits for the home page's account menu. */
export async function signIn(page: Page, who: { userName: string; password: string }): Promise<void> {
  await page.goto('/login');
  await page.getByPlaceholder(zh.auth.placeholder.phoneOrEmail).fill(who.userName);
  await page.getByPlaceholder(zh.auth.placeholder.password).fill(who.password);
  await page.getByRole('button', { name: zh.auth.login, exact: true }).click();
  await page.waitForURL('**/home');
  await page.getByRole('button', { name: zh.header.accountMenu }).waitFor();
}

/**
 * A `width` x `height` 8-bit PNG, each pixel from `pixel(x, y)`: one grey byte, or three RGB bytes with
 * `rgb`. A real image, as the server reads the bytes of uploads.
 */
export function encodePng(
  width: number,
  height: number,
  rgb: boolean,
  pixel: (x: number, y: number) => number[],
): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (data: Buffer) => {
    let c = 0xffffffff;
    for (const byte of data) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  if (rgb) header[9] = 2;
  // Each row: filter byte 0, then its pixels.
  const rows: number[] = [];
  for (let y = 0; y < height; y += 1) {
    rows.push(0);
    for (let x = 0; x < width; x += 1) rows.push(...pixel(x, y));
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const TINY_GREY = [
  [[0], [255]],
  [[255], [0]],
];
const TINY_RGB = [
  [
    [255, 0, 0],
    [0, 255, 0],
  ],
  [
    [0, 0, 255],
    [0, 255, 255],
  ],
];

/**
 * A 2 x 2 PNG: a real image, as avatars, ID photos and payment vouchers must be (the server reads the
 * bytes). Greyscale, or RGB with `rgb`.
 */
export function tinyPng(rgb = false): Buffer {
  return encodePng(2, 2, rgb, (x, y) => (rgb ? TINY_RGB : TINY_GREY)[y]![x]!);
}
