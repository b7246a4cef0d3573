import type { Locator } from '@playwright/test';

export type Rgb = readonly [number, number, number];

export interface Painted {
  /** The element's own fill over what lies behind it, opacity included, in sRGB. */
  fill: Rgb;
  /** Its text colour over that fill. */
  text: Rgb;
  /** What lies behind it: its ancestors' fills. */
  behind: Rgb;
}

/**
 * The colours an element is painted in, from the computed styles: the browser converts each CSS
 * colour (Tailwind's are oklch) to sRGB through a canvas, and fills and opacity are laid over
 * each other from the root down. axe checks text contrast only, not a control's boundary.
 */
export function painted(locator: Locator): Promise<Painted> {
  return locator.evaluate((element) => {
    const context = document.createElement('canvas').getContext('2d', {
      willReadFrequently: true,
    });
    if (!context) throw new Error('no canvas');
    const rgba = (css: string): [number, number, number, number] => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = css;
      context.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0, a = 0] = context.getImageData(0, 0, 1, 1).data;
      return [r, g, b, a / 255];
    };
    const over = (base: number[], css: string, opacity: number) => {
      const [r, g, b, a] = rgba(css);
      const alpha = a * opacity;
      return base.map((channel, index) => channel * (1 - alpha) + [r, g, b][index]! * alpha);
    };
    const chain: Element[] = [];
    for (let node: Element | null = element; node; node = node.parentElement) chain.unshift(node);
    let behind = [255, 255, 255];
    let opacity = 1;
    for (const node of chain.slice(0, -1)) {
      const style = getComputedStyle(node);
      opacity *= Number(style.opacity);
      behind = over(behind, style.backgroundColor, opacity);
    }
    const style = getComputedStyle(element);
    opacity *= Number(style.opacity);
    const fill = over(behind, style.backgroundColor, opacity);
    const text = over(fill, style.color, opacity);
    const round = (colour: number[]) => colour.map(Math.round) as [number, number, number];
    return { fill: round(fill), text: round(text), behind: round(behind) };
  });
}

function luminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG's contrast ratio of two colours. */
export function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** How far from grey a colour is (HSL saturation, 0 to 1). */
export function saturation([r, g, b]: Rgb): number {
  const max = Math.max(r, g, b) / 255;
  const min = Math.min(r, g, b) / 255;
  const lightness = (max + min) / 2;
  if (max === min) return 0;
  return (max - min) / (1 - Math.abs(2 * lightness - 1));
}

export { luminance };
