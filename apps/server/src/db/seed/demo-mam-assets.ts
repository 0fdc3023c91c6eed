/**
 * The brands of the demo's two MAM sites (demo-mam.ts): logos, favicons, the banner background and the
 * banner pictures, as small SVG files written under DATA_DIR/uploads/site/<code>/ on start when missing
 * (as the community demo's, demo-assets.ts). Drawn here, not downloaded: simple shapes and one text line.
 */

const FONT = `font-family="Inter, 'Segoe UI', 'Helvetica Neue', Arial, sans-serif"`;

/** A coordinate rounded to tenths of a pixel (SVG numbers, not money). */
const r2 = (n: number) => Math.round(n * 10) / 10;

// ------------------------------------------------------------------ Apex Copy Desk (mam.localhost)

/** A rounded square in teal with a summit and a rising arrow through it. */
const apexMark = (size: number, id: string) => {
  const s = (f: number) => r2(size * f);
  return `
  <defs>
    <linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#14b8a6"/>
      <stop offset="1" stop-color="#0f766e"/>
    </linearGradient>
  </defs>
  <rect width="${size}" height="${size}" rx="${s(0.24)}" fill="url(#${id})"/>
  <path d="M${s(0.16)} ${s(0.78)} L${s(0.44)} ${s(0.3)} L${s(0.58)} ${s(0.54)} L${s(0.68)} ${s(0.42)} L${s(0.84)} ${s(0.78)} Z"
        fill="#ffffff" fill-opacity="0.92"/>
  <path d="M${s(0.44)} ${s(0.3)} L${s(0.51)} ${s(0.42)} L${s(0.44)} ${s(0.46)} L${s(0.37)} ${s(0.42)} Z" fill="#f59e0b"/>`;
};

const apexWordmark = (
  text: string,
  accent: string,
) => `<svg xmlns="http://www.w3.org/2000/svg" width="214" height="40" viewBox="0 0 214 40">
  ${apexMark(40, 'apexG')}
  <text x="52" y="27" ${FONT} font-size="20" font-weight="700" fill="${text}">Apex<tspan fill="${accent}" font-weight="600"> Copy Desk</tspan></text>
</svg>`;

// ------------------------------------------------------------------ Northstar Managed Accounts (mampro.localhost)

/** Points of a four-pointed star centred at (cx, cy). */
function star(cx: number, cy: number, outer: number, inner: number): string {
  const points: string[] = [];
  for (let i = 0; i < 8; i += 1) {
    const r = i % 2 === 0 ? outer : inner;
    const a = (Math.PI / 4) * i - Math.PI / 2;
    points.push(`${r2(cx + r * Math.cos(a))},${r2(cy + r * Math.sin(a))}`);
  }
  return points.join(' ');
}

/** A navy disc with a gold four-pointed star and a thin ring. */
const northstarMark = (size: number, id: string) => {
  const c = size / 2;
  return `
  <defs>
    <linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#3b4fd8"/>
      <stop offset="1" stop-color="#1b2670"/>
    </linearGradient>
  </defs>
  <circle cx="${c}" cy="${c}" r="${c}" fill="url(#${id})"/>
  <circle cx="${c}" cy="${c}" r="${r2(c * 0.78)}" fill="none" stroke="#ffffff" stroke-opacity="0.28" stroke-width="${r2(size * 0.03)}"/>
  <polygon points="${star(c, c, size * 0.36, size * 0.1)}" fill="#e8b63a"/>`;
};

const northstarWordmark = (
  text: string,
  accent: string,
) => `<svg xmlns="http://www.w3.org/2000/svg" width="268" height="40" viewBox="0 0 268 40">
  ${northstarMark(40, 'nsG')}
  <text x="52" y="20" ${FONT} font-size="18" font-weight="700" letter-spacing="0.5" fill="${text}">NORTHSTAR</text>
  <text x="52" y="35" ${FONT} font-size="11" font-weight="500" letter-spacing="2.2" fill="${accent}">MANAGED ACCOUNTS</text>
</svg>`;

/** A smooth rising line through `points` (x, y pairs), as an SVG path. */
function curve(points: [number, number][]): string {
  let d = `M${points[0]![0]} ${points[0]![1]}`;
  for (let i = 1; i < points.length; i += 1) {
    const [x0, y0] = points[i - 1]!;
    const [x1, y1] = points[i]!;
    const mx = (x0 + x1) / 2;
    d += ` C${mx} ${y0} ${mx} ${y1} ${x1} ${y1}`;
  }
  return d;
}

/** The night-sky background every Northstar banner is painted on (also the site's banner background). */
const sky = (
  extra: string,
) => `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="480" viewBox="0 0 1600 480">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#0e1530"/>
      <stop offset="0.6" stop-color="#1b2670"/>
      <stop offset="1" stop-color="#2c3fb8"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.78" cy="0.3" r="0.5">
      <stop offset="0" stop-color="#5b6cf0" stop-opacity="0.45"/>
      <stop offset="1" stop-color="#5b6cf0" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="area" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#e8b63a" stop-opacity="0.28"/>
      <stop offset="1" stop-color="#e8b63a" stop-opacity="0"/>
    </linearGradient>
  </defs>
  <rect width="1600" height="480" fill="url(#sky)"/>
  <rect width="1600" height="480" fill="url(#glow)"/>
  ${[
    [120, 60, 1.6],
    [260, 140, 1.2],
    [420, 40, 1.4],
    [610, 110, 1],
    [760, 30, 1.8],
    [880, 180, 1.1],
    [1010, 70, 1.3],
    [1480, 60, 1.5],
    [1530, 200, 1],
    [1390, 400, 1.2],
    [980, 420, 1],
    [70, 380, 1.3],
  ]
    .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="#ffffff" fill-opacity="0.7"/>`)
    .join('\n  ')}
  ${extra}
</svg>`;

const BANNER_CURVE: [number, number][] = [
  [820, 400],
  [900, 372],
  [980, 384],
  [1060, 330],
  [1140, 342],
  [1220, 280],
  [1300, 292],
  [1380, 216],
  [1460, 196],
  [1540, 140],
];

const banners = {
  /** An equity curve rising towards the north star. */
  'banner-1.svg': sky(`
  <path d="${curve(BANNER_CURVE)} L1540 480 L820 480 Z" fill="url(#area)"/>
  <path d="${curve(BANNER_CURVE)}" fill="none" stroke="#e8b63a" stroke-width="5" stroke-linecap="round"/>
  <polygon points="${star(1540, 140, 40, 11)}" fill="#f5d27a"/>`),
  /** A shield with a check: the follower's own risk limits. */
  'banner-2.svg': sky(`
  <path d="M1240 96 L1380 146 L1380 252 C1380 332 1316 384 1240 412 C1164 384 1100 332 1100 252 L1100 146 Z"
        fill="#ffffff" fill-opacity="0.08" stroke="#e8b63a" stroke-width="5" stroke-linejoin="round"/>
  <path d="M1180 256 L1226 300 L1306 208" fill="none" stroke="#f5d27a" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>`),
  /** Weekly bars: statements and settlements every week. */
  'banner-3.svg': sky(`
  ${[150, 190, 170, 230, 260, 240, 300]
    .map(
      (h, i) =>
        `<rect x="${960 + i * 80}" y="${430 - h}" width="48" height="${h}" rx="8" fill="${i === 6 ? '#e8b63a' : '#ffffff'}" fill-opacity="${i === 6 ? 0.95 : 0.18}"/>`,
    )
    .join('\n  ')}
  <line x1="930" y1="432" x2="1540" y2="432" stroke="#ffffff" stroke-opacity="0.35" stroke-width="2"/>`),
};

/** Files per site code, written under uploads/site/<code>/. */
export const DEMO_MAM_ASSETS: Record<string, Record<string, string>> = {
  mam: {
    'logo-light.svg': apexWordmark('#ffffff', '#5eead4'),
    'logo-dark.svg': apexWordmark('#0f172a', '#0d9488'),
    'favicon.svg': `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">${apexMark(64, 'apexF')}</svg>`,
  },
  mampro: {
    'logo-light.svg': northstarWordmark('#ffffff', '#e8b63a'),
    'logo-dark.svg': northstarWordmark('#0e1530', '#b7861a'),
    'favicon.svg': `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">${northstarMark(64, 'nsF')}</svg>`,
    'banner-bg.svg': sky(''),
    ...banners,
  },
};

/** The public path of a MAM demo site's file. */
export const mamAssetUrl = (code: string, file: string) => `/uploads/site/${code}/${file}`;
