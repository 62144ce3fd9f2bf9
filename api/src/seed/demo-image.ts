import sharp from 'sharp';

const esc = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** A drawn tyre: tread blocks around a dark ring, a rim and hub; `hue` varies the rim colour. */
function tyreSvg(cx: number, cy: number, r: number, hue: number, treadCount = 28): string {
  const blocks: string[] = [];
  for (let i = 0; i < treadCount; i++) {
    const a = (i / treadCount) * 360;
    blocks.push(
      `<rect x="${cx - r * 0.07}" y="${cy - r}" width="${r * 0.14}" height="${r * 0.16}" rx="${r * 0.02}" fill="#1c1c1c" transform="rotate(${a} ${cx} ${cy})"/>`,
    );
  }
  return `
    <circle cx="${cx}" cy="${cy}" r="${r * 0.95}" fill="#262626"/>
    ${blocks.join('')}
    <circle cx="${cx}" cy="${cy}" r="${r * 0.8}" fill="#303030" stroke="#3d3d3d" stroke-width="${r * 0.03}"/>
    <circle cx="${cx}" cy="${cy}" r="${r * 0.55}" fill="hsl(${hue},12%,78%)" stroke="hsl(${hue},10%,55%)" stroke-width="${r * 0.03}"/>
    ${Array.from({ length: 5 }, (_, i) => `<rect x="${cx - r * 0.05}" y="${cy - r * 0.5}" width="${r * 0.1}" height="${r * 0.42}" fill="hsl(${hue},10%,62%)" transform="rotate(${i * 72} ${cx} ${cy})"/>`).join('')}
    <circle cx="${cx}" cy="${cy}" r="${r * 0.14}" fill="hsl(${hue},20%,40%)"/>`;
}

export interface DemoImageOptions {
  width: number;
  height: number;
  title: string;
  subtitle?: string;
  hue: number;
  /** Draw a tyre beside the text. */
  tyre?: boolean;
}

/** Renders a demo picture (PNG) at seed time, so demo data has real images that go through the upload path. */
export async function renderDemoImage(o: DemoImageOptions): Promise<Buffer> {
  const { width: w, height: h } = o;
  const r = Math.min(w, h) * 0.36;
  const titleSize = Math.round(Math.min((w / Math.max(o.title.length, 10)) * 1.35, h / 7));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${o.hue},55%,92%)"/><stop offset="1" stop-color="hsl(${(o.hue + 40) % 360},45%,80%)"/>
  </linearGradient></defs>
  <rect width="${w}" height="${h}" fill="url(#g)"/>
  ${o.tyre ? tyreSvg(w * (o.title ? 0.5 : 0.5), h * 0.45, r, o.hue) : ''}
  <text x="${w / 2}" y="${o.tyre ? h * 0.9 : h * 0.5}" font-family="DejaVu Sans, Arial, sans-serif" font-weight="bold" font-size="${titleSize}" text-anchor="middle" fill="hsl(${o.hue},40%,18%)">${esc(o.title)}</text>
  ${o.subtitle ? `<text x="${w / 2}" y="${o.tyre ? h * 0.97 : h * 0.5 + titleSize * 1.3}" font-family="DejaVu Sans, Arial, sans-serif" font-size="${Math.round(titleSize * 0.55)}" text-anchor="middle" fill="hsl(${o.hue},30%,28%)">${esc(o.subtitle)}</text>` : ''}
</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 6 }).toBuffer();
}
