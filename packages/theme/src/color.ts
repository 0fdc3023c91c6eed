const HEX = /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

export function hexToRgb(hex: string): [number, number, number] | null {
  if (!HEX.test(hex)) return null;
  let body = hex.slice(1);
  if (body.length === 3) body = [...body].map((c) => c + c).join('');
  return [0, 2, 4].map((i) => parseInt(body.slice(i, i + 2), 16)) as [number, number, number];
}

export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && HEX.test(value);
}

/** WCAG relative luminance; used to pick light or dark text on an operator-chosen background. */
export function luminance(hex: string): number {
  const rgb = hexToRgb(hex);
  if (!rgb) return 1;
  const [r, g, b] = rgb.map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function isDark(hex: string): boolean {
  return luminance(hex) < 0.4;
}

/** WCAG contrast ratio of two colours (1 to 21). */
export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `color` mixed with `other` by `amount` (0: color, 1: other), as #rrggbb. */
export function mix(color: string, other: string, amount: number): string {
  const a = hexToRgb(color);
  const b = hexToRgb(other);
  if (!a || !b) return color;
  return `#${a
    .map((v, i) =>
      Math.round(v + (b[i]! - v) * amount)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/**
 * `color` as text on `background` that reads at the WCAG AA ratio for body text (4.5:1): the colour
 * itself when it does, else the closest shade toward black (on a light background) or white (on a dark
 * one) that does. The operator picks the site's colours; the text drawn in them must still be readable.
 */
export function readableOn(color: string, background: string, ratio = 4.5): string {
  if (!isHexColor(color) || !isHexColor(background) || contrast(color, background) >= ratio) return color;
  const toward = isDark(background) ? '#ffffff' : '#000000';
  for (let step = 1; step <= 20; step += 1) {
    const shade = mix(color, toward, step / 20);
    if (contrast(shade, background) >= ratio) return shade;
  }
  return toward;
}
