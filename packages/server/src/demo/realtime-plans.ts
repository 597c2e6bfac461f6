import { AREA_IMAGE_SIZE, type DesktopPlacement } from '@siteline/shared';
import sharp from 'sharp';

/**
 * Generated floor plans for the demo's realtime areas: a site plan (zones as blocks in a grid)
 * or a building section (floors stacked, rooms inside them). Each zone gets a pin position in
 * thousandths of the image, where it is drawn.
 */
export interface AreaPlan {
  name: string;
  placement: DesktopPlacement;
  kind: 'site' | 'section';
  /** Zone names in drawing order: site blocks left to right, section floors bottom to top. */
  zones: readonly string[];
  /** Rooms drawn inside a floor of a section: room name → floor name. */
  rooms?: Readonly<Record<string, string>>;
}

export interface DrawnPlan {
  image: Buffer;
  width: number;
  height: number;
  /** Zone name → pin position in thousandths. */
  pins: Map<string, { x: number; y: number }>;
}

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
const thousandths = (value: number, of: number) => Math.round((value / of) * 1000);

function label(x: number, y: number, text: string, size: number, anchor = 'middle') {
  return `<text x="${x}" y="${y}" font-family="DejaVu Sans, sans-serif" font-size="${size}"
    fill="#37474f" text-anchor="${anchor}">${escape(text)}</text>`;
}

function drawSite(plan: AreaPlan, width: number, height: number) {
  const pins = new Map<string, { x: number; y: number }>();
  const margin = 40;
  const cols = Math.ceil(Math.sqrt(plan.zones.length * (width / height)));
  const rows = Math.ceil(plan.zones.length / cols);
  const cellW = (width - 2 * margin) / cols;
  const cellH = (height - 2 * margin - 30) / rows;
  const parts: string[] = [
    `<rect x="${margin / 2}" y="${margin / 2}" width="${width - margin}" height="${height - margin}"
      fill="none" stroke="#90a4ae" stroke-width="3" stroke-dasharray="14 8"/>`,
    label(width / 2, margin + 8, plan.name, 20),
  ];
  plan.zones.forEach((zone, i) => {
    const x = margin + (i % cols) * cellW + 8;
    const y = margin + 30 + Math.floor(i / cols) * cellH + 8;
    const w = cellW - 16;
    const h = cellH - 16;
    parts.push(
      `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="#eceff1" stroke="#607d8b" stroke-width="2"/>`,
      label(x + w / 2, y + h - 12, zone, 13),
    );
    pins.set(zone, { x: thousandths(x + w / 2, width), y: thousandths(y + h / 2, height) });
  });
  return { parts, pins };
}

function drawSection(plan: AreaPlan, width: number, height: number) {
  const pins = new Map<string, { x: number; y: number }>();
  const rooms = plan.rooms ?? {};
  const floors = plan.zones.filter((z) => !(z in rooms));
  const margin = 36;
  const top = margin + 34;
  const floorH = (height - top - margin) / floors.length;
  const parts: string[] = [label(width / 2, margin + 6, plan.name, 20)];
  floors.forEach((floor, i) => {
    // Bottom to top, like a building section.
    const y = height - margin - (i + 1) * floorH;
    parts.push(
      `<rect x="${margin}" y="${y}" width="${width - 2 * margin}" height="${floorH}"
        fill="${i % 2 ? '#f5f5f5' : '#eceff1'}" stroke="#607d8b" stroke-width="2"/>`,
      label(margin + 10, y + floorH / 2 + 5, floor, Math.min(14, floorH * 0.45), 'start'),
    );
    pins.set(floor, {
      x: thousandths(width * 0.55, width),
      y: thousandths(y + floorH / 2, height),
    });
    const inside = Object.entries(rooms).filter(([, f]) => f === floor);
    inside.forEach(([room], j) => {
      const w = (width - 2 * margin) * 0.22;
      const x = width - margin - (j + 1) * (w + 8);
      parts.push(
        `<rect x="${x}" y="${y + 4}" width="${w}" height="${floorH - 8}" fill="#fff3e0"
          stroke="#ef6c00" stroke-width="1.5"/>`,
      );
      pins.set(room, { x: thousandths(x + w / 2, width), y: thousandths(y + floorH / 2, height) });
    });
  });
  return { parts, pins };
}

/** Draws the plan as SVG and renders it with sharp to a JPEG of the placement's size. */
export async function drawAreaPlan(plan: AreaPlan): Promise<DrawnPlan> {
  const { width, height } = AREA_IMAGE_SIZE[plan.placement];
  const { parts, pins } =
    plan.kind === 'site' ? drawSite(plan, width, height) : drawSection(plan, width, height);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#ffffff"/>${parts.join('')}</svg>`;
  const image = await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
  return { image, width, height, pins };
}
