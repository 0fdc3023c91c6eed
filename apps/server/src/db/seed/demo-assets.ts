/** The demo brand's logo files (SVG), written under DATA_DIR/uploads/site/demo on start when missing. */
const mark = (size: number) => `
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#2f7bff"/>
      <stop offset="1" stop-color="#00b386"/>
    </linearGradient>
  </defs>
  <rect width="${size}" height="${size}" rx="${size * 0.22}" fill="url(#g)"/>
  <path d="M${size * 0.2} ${size * 0.7} L${size * 0.38} ${size * 0.42} L${size * 0.52} ${size * 0.58} L${size * 0.8} ${size * 0.26}"
        fill="none" stroke="#fff" stroke-width="${size * 0.09}" stroke-linecap="round" stroke-linejoin="round"/>
  <circle cx="${size * 0.8}" cy="${size * 0.26}" r="${size * 0.07}" fill="#fff"/>`;

const wordmark = (
  textColor: string,
) => `<svg xmlns="http://www.w3.org/2000/svg" width="188" height="40" viewBox="0 0 188 40">
  ${mark(40)}
  <text x="52" y="27" font-family="Inter, 'Segoe UI', Arial, sans-serif" font-size="20" font-weight="700" fill="${textColor}">Meridian<tspan fill="#2fd6a3"> FX</tspan></text>
</svg>`;

export const DEMO_ASSETS: Record<string, string> = {
  'logo-light.svg': wordmark('#ffffff'),
  'logo-dark.svg': wordmark('#0b1f3a'),
  'favicon.svg': `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">${mark(64)}</svg>`,
};

export const DEMO_ASSET_URL = '/uploads/site/demo/';
