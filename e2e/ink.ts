import type { Locator } from '@playwright/test';

/**
 * Where the ink of each horizontal stretch of an element ends: the lowest row of dark pixels in
 * its screenshot between x = from and x = to (CSS pixels from its left edge), or null. For text
 * the DOM cannot measure, such as a phone card's label (its cell's `::before`); on a line without
 * descenders the foot of the ink is the baseline.
 */
export async function inkFeet(
  locator: Locator,
  stretches: readonly (readonly [number, number])[],
): Promise<(number | null)[]> {
  const png = (await locator.screenshot()).toString('base64');
  return locator.page().evaluate(
    async ({ png, stretches }) => {
      const bytes = Uint8Array.from(atob(png), (char) => char.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const context = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d');
      if (!context) throw new Error('no canvas');
      context.drawImage(bitmap, 0, 0);
      const { data, width, height } = context.getImageData(0, 0, bitmap.width, bitmap.height);
      const dark = (x: number, y: number) => {
        const at = (y * width + x) * 4;
        return (data[at] ?? 255) + (data[at + 1] ?? 255) + (data[at + 2] ?? 255) < 3 * 128;
      };
      return stretches.map(([from, to]) => {
        const left = Math.max(0, Math.round(from));
        const right = Math.min(width, Math.round(to));
        for (let y = height - 1; y >= 0; y -= 1)
          for (let x = left; x < right; x += 1) if (dark(x, y)) return y;
        return null;
      });
    },
    { png, stretches },
  );
}
