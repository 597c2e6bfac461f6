import type { DesktopPlacement } from '@siteline/shared';
import { AREA_IMAGE_RULES } from '../realtime-geometry.ts';

export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The widest crop of the placement's aspect that fits the image, in source pixels: what the
 * cropper shows at zoom 1.
 */
export function widestCropWidth(
  image: { width: number; height: number },
  placement: DesktopPlacement,
): number {
  const { aspect } = AREA_IMAGE_RULES[placement];
  return Math.min(image.width, image.height * aspect);
}

/**
 * spec 000 §9: a crop narrower than 1170 (top) or 585 (side) source pixels would be blown up on
 * the big screen. The cropper's zoom divides the widest crop, so this is the deepest zoom
 * allowed; null when even the widest crop is too narrow.
 */
export function maxCropZoom(
  image: { width: number; height: number },
  placement: DesktopPlacement,
): number | null {
  const widest = widestCropWidth(image, placement);
  const { minCropWidth } = AREA_IMAGE_RULES[placement];
  if (widest < minCropWidth) return null;
  return widest / minCropWidth;
}

/**
 * Draws the chosen crop into the output size of the placement (940×651 top, 585×651 side) and
 * answers a JPEG data URL. The crop keeps the placement's aspect (1.6 / 0.8) and the output
 * size is the product's; the small difference between them is stretched, as in the product,
 * so everything the user selected stays in the picture.
 */
export function renderCrop(
  image: CanvasImageSource,
  crop: PixelArea,
  placement: DesktopPlacement,
  document: Document = window.document,
): string {
  const { outputWidth, outputHeight } = AREA_IMAGE_RULES[placement];
  const canvas = document.createElement('canvas');
  canvas.width = outputWidth;
  canvas.height = outputHeight;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas 2D is not available');
  context.imageSmoothingQuality = 'high';
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, outputWidth, outputHeight);
  context.drawImage(
    image,
    crop.x,
    crop.y,
    crop.width,
    crop.height,
    0,
    0,
    outputWidth,
    outputHeight,
  );
  return canvas.toDataURL('image/jpeg', 0.92);
}

/** Loads a File (or a URL) into an image element, to read its size and draw it. */
export function loadImage(source: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The image could not be read'));
    image.src = source;
  });
}
