import { describe, expect, it } from 'vitest';
import { AREA_IMAGE_ASPECT, AREA_IMAGE_SIZE, type DesktopPlacement } from '@siteline/shared';
import { renderCrop } from './realtime-crop.ts';

/** A document whose canvas records what is drawn (jsdom has no 2D canvas). */
function recordingDocument() {
  const draws: unknown[][] = [];
  const canvas = {
    width: 0,
    height: 0,
    getContext: () => ({
      imageSmoothingQuality: 'low',
      fillStyle: '',
      fillRect: () => undefined,
      drawImage: (...args: unknown[]) => draws.push(args),
    }),
    toDataURL: (type: string, quality: number) => `data:${type};quality=${String(quality)}`,
  };
  const document = { createElement: () => canvas } as unknown as Document;
  return { document, canvas, draws };
}

const image = {} as CanvasImageSource;

// spec 000 gives crop aspects (1.6 top, 0.8 side) that its output sizes (940 × 651 ≈ 1.44,
// 585 × 651 ≈ 0.90) do not have. The whole crop is drawn into the whole output, so nothing the
// user selected is cut off; the picture is stretched about 11 % one way instead.
describe('renderCrop', () => {
  it.each<[DesktopPlacement, number, number]>([
    ['top', 940, 651],
    ['side', 585, 651],
  ])('draws a %s crop into exactly %i × %i, all of it', (placement, width, height) => {
    const { document, canvas, draws } = recordingDocument();
    const cropWidth = placement === 'top' ? 1170 : 585;
    const crop = {
      x: 40,
      y: 30,
      width: cropWidth,
      height: cropWidth / AREA_IMAGE_ASPECT[placement],
    };
    const url = renderCrop(image, crop, placement, document);

    expect({ width: canvas.width, height: canvas.height }).toEqual({ width, height });
    expect(AREA_IMAGE_SIZE[placement]).toEqual({ width, height });
    expect(draws).toEqual([[image, crop.x, crop.y, crop.width, crop.height, 0, 0, width, height]]);
    expect(url).toBe('data:image/jpeg;quality=0.92');
  });

  it('stretches the spec aspects by about a tenth, never more than an eighth', () => {
    for (const placement of ['top', 'side'] as const) {
      const output = AREA_IMAGE_SIZE[placement].width / AREA_IMAGE_SIZE[placement].height;
      const stretch =
        Math.max(output, AREA_IMAGE_ASPECT[placement]) /
        Math.min(output, AREA_IMAGE_ASPECT[placement]);
      expect(stretch).toBeGreaterThan(1.05);
      expect(stretch).toBeLessThan(1.125);
    }
  });
});
