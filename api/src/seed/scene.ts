import sharp from 'sharp';

/** The flat illustrated scenes of the demo news. */
export type SceneKind = 'shop' | 'meet' | 'highway' | 'field' | 'camp';

export interface SceneOptions {
  width: number;
  height: number;
  kind: SceneKind;
  /** Varies small details (people, clouds). */
  seed?: number;
}

const f = (n: number) => n.toFixed(1);

function random(seed: number): () => number {
  let s = (seed * 2654435761) >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return ((s >>> 0) % 10_000) / 10_000;
  };
}

/** A tyre seen from the side (flat style). */
const tyre = (x: number, y: number, r: number, hub = '#c9ccd2') =>
  `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="#1d1e21"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.82)}" fill="none" stroke="#2e2f33" stroke-width="${f(r * 0.08)}" stroke-dasharray="${f(r * 0.18)} ${f(r * 0.1)}"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.5)}" fill="${hub}"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.16)}" fill="#55585e"/>`;

/** A person silhouette standing on (x, y), `s` tall. */
function person(x: number, y: number, s: number, shirt: string): string {
  const head = s * 0.12;
  return `<g>
    <rect x="${f(x - s * 0.09)}" y="${f(y - s * 0.46)}" width="${f(s * 0.07)}" height="${f(s * 0.46)}" rx="${f(s * 0.03)}" fill="#2d3340"/>
    <rect x="${f(x + s * 0.02)}" y="${f(y - s * 0.46)}" width="${f(s * 0.07)}" height="${f(s * 0.46)}" rx="${f(s * 0.03)}" fill="#2d3340"/>
    <rect x="${f(x - s * 0.13)}" y="${f(y - s * 0.78)}" width="${f(s * 0.26)}" height="${f(s * 0.4)}" rx="${f(s * 0.08)}" fill="${shirt}"/>
    <circle cx="${f(x)}" cy="${f(y - s * 0.78 - head)}" r="${f(head)}" fill="#8a5a3c"/>
    <path d="M${f(x - head)},${f(y - s * 0.8 - head)}a${f(head)},${f(head)} 0 0 1 ${f(head * 2)},0z" fill="#1b1b1d"/>
  </g>`;
}

const shirts = ['#2f6fb3', '#e0e4ea', '#c0392b', '#2e8b57', '#f0b429', '#6c5ce7', '#ffffff', '#34495e'];

function sky(w: number, top: string, bottom: string, horizon: number): string {
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
  <rect width="${w}" height="${f(horizon)}" fill="url(#sky)"/>`;
}

function clouds(w: number, h: number, rnd: () => number, n = 3): string {
  return Array.from({ length: n }, () => {
    const x = rnd() * w;
    const y = h * (0.08 + rnd() * 0.18);
    const s = w * (0.05 + rnd() * 0.04);
    return `<g fill="#fff" opacity="0.85"><ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(s)}" ry="${f(s * 0.35)}"/><ellipse cx="${f(x + s * 0.4)}" cy="${f(y - s * 0.2)}" rx="${f(s * 0.5)}" ry="${f(s * 0.35)}"/></g>`;
  }).join('');
}

function shop(w: number, h: number, rnd: () => number): string {
  const ground = h * 0.8;
  const bx = w * 0.12;
  const bw = w * 0.76;
  const top = h * 0.14;
  const stripes = Array.from({ length: 12 }, (_, i) => {
    const x = bx - w * 0.02 + (i * (bw + w * 0.04)) / 12;
    return `<path d="M${f(x)},${f(h * 0.3)}h${f((bw + w * 0.04) / 12)}l${f(-w * 0.004)},${f(h * 0.08)}h${f(-(bw + w * 0.04) / 12 + w * 0.008)}z" fill="${i % 2 ? '#ffffff' : '#d62828'}"/>`;
  }).join('');
  const stack = (x: number, n: number) =>
    Array.from(
      { length: n },
      (_, i) =>
        `<rect x="${f(x)}" y="${f(ground - (i + 1) * h * 0.045)}" width="${f(w * 0.09)}" height="${f(h * 0.04)}" rx="${f(h * 0.012)}" fill="#1f2023" stroke="#34353a" stroke-width="2"/>`,
    ).join('');
  const rack = Array.from({ length: 4 }, (_, i) =>
    tyre(w * 0.32 + i * w * 0.1, h * 0.55, h * 0.06, '#8e939b'),
  ).join('');
  return `${sky(w, '#8ec5f0', '#dff0fb', ground)}${clouds(w, h, rnd)}
  <rect y="${f(ground)}" width="${w}" height="${f(h - ground)}" fill="#b9b2a5"/>
  <rect y="${f(ground + h * 0.08)}" width="${w}" height="${f(h * 0.12)}" fill="#6d6a66"/>
  <rect x="${f(bx)}" y="${f(top)}" width="${f(bw)}" height="${f(ground - top)}" fill="#f1e6cf"/>
  <rect x="${f(bx)}" y="${f(top)}" width="${f(bw)}" height="${f(h * 0.14)}" fill="#1d3557"/>
  <rect x="${f(bx + bw * 0.08)}" y="${f(top + h * 0.04)}" width="${f(bw * 0.84)}" height="${f(h * 0.06)}" rx="${f(h * 0.02)}" fill="#f4a261"/>
  <rect x="${f(bx + bw * 0.08)}" y="${f(h * 0.4)}" width="${f(bw * 0.84)}" height="${f(ground - h * 0.4)}" fill="#3c3f45"/>
  <rect x="${f(bx + bw * 0.1)}" y="${f(h * 0.42)}" width="${f(bw * 0.8)}" height="${f(ground - h * 0.42)}" fill="#5a5f68"/>
  ${rack}
  ${stripes}
  ${stack(w * 0.03, 5)}${stack(w * 0.88, 4)}
  ${tyre(w * 0.27, ground - h * 0.08, h * 0.08)}${tyre(w * 0.73, ground - h * 0.08, h * 0.08)}
  ${person(w * 0.5, ground, h * 0.32, '#2f6fb3')}
  ${person(w * 0.62, ground, h * 0.3, shirts[Math.floor(rnd() * shirts.length)]!)}`;
}

function meet(w: number, h: number, rnd: () => number): string {
  const floor = h * 0.62;
  const rows: string[] = [];
  for (let row = 0; row < 4; row++) {
    const y = floor + h * 0.1 + row * h * 0.1;
    const s = h * (0.2 + row * 0.05);
    for (let i = 0; i < 12; i++) {
      const x = w * (0.04 + i * 0.085 + (row % 2) * 0.04) + rnd() * w * 0.01;
      rows.push(person(x, y + s * 0.3, s, shirts[Math.floor(rnd() * shirts.length)]!));
    }
  }
  const lights = Array.from(
    { length: 7 },
    (_, i) =>
      `<circle cx="${f(w * (0.1 + i * 0.13))}" cy="${f(h * 0.05)}" r="${f(h * 0.015)}" fill="#fff6cc"/><path d="M${f(w * (0.1 + i * 0.13))},${f(h * 0.05)}l${f(-w * 0.05)},${f(h * 0.5)}h${f(w * 0.1)}z" fill="#fff6cc" opacity="0.07"/>`,
  ).join('');
  return `<rect width="${w}" height="${h}" fill="#1b2235"/>
  <rect y="${f(floor)}" width="${w}" height="${f(h - floor)}" fill="#2a3145"/>
  <rect x="${f(w * 0.2)}" y="${f(h * 0.12)}" width="${f(w * 0.6)}" height="${f(h * 0.36)}" fill="#0f1420" stroke="#3d4660" stroke-width="6"/>
  <rect x="${f(w * 0.22)}" y="${f(h * 0.14)}" width="${f(w * 0.56)}" height="${f(h * 0.32)}" fill="#24406b"/>
  ${tyre(w * 0.4, h * 0.3, h * 0.11, '#d9dce1')}${tyre(w * 0.6, h * 0.3, h * 0.11, '#e3a21a')}
  <rect x="${f(w * 0.15)}" y="${f(h * 0.48)}" width="${f(w * 0.7)}" height="${f(h * 0.1)}" fill="#7a1f2b"/>
  <rect x="${f(w * 0.15)}" y="${f(h * 0.48)}" width="${f(w * 0.7)}" height="${f(h * 0.015)}" fill="#e0b84f"/>
  ${person(w * 0.48, h * 0.49, h * 0.2, '#e0e4ea')}
  <rect x="${f(w * 0.52)}" y="${f(h * 0.38)}" width="${f(w * 0.03)}" height="${f(h * 0.1)}" fill="#5b3b22"/>
  ${lights}
  ${rows.join('')}`;
}

function truck(x: number, y: number, s: number, cab: string, load: string): string {
  return `<g>
    <rect x="${f(x)}" y="${f(y - s * 0.62)}" width="${f(s * 1.5)}" height="${f(s * 0.5)}" rx="${f(s * 0.03)}" fill="${load}"/>
    <rect x="${f(x + s * 1.53)}" y="${f(y - s * 0.5)}" width="${f(s * 0.42)}" height="${f(s * 0.38)}" rx="${f(s * 0.06)}" fill="${cab}"/>
    <rect x="${f(x + s * 1.7)}" y="${f(y - s * 0.46)}" width="${f(s * 0.2)}" height="${f(s * 0.14)}" rx="${f(s * 0.02)}" fill="#bfe3f5"/>
    <rect x="${f(x - s * 0.02)}" y="${f(y - s * 0.14)}" width="${f(s * 2)}" height="${f(s * 0.05)}" fill="#2a2b2f"/>
    ${tyre(x + s * 0.25, y - s * 0.06, s * 0.1)}${tyre(x + s * 0.48, y - s * 0.06, s * 0.1)}${tyre(x + s * 1.2, y - s * 0.06, s * 0.1)}${tyre(x + s * 1.75, y - s * 0.06, s * 0.1)}
  </g>`;
}

function highway(w: number, h: number, rnd: () => number): string {
  const horizon = h * 0.45;
  const vx = w * 0.5;
  const marks = Array.from({ length: 8 }, (_, i) => {
    const t0 = Math.pow((i + 0.2) / 8, 1.6);
    const t1 = Math.pow((i + 0.6) / 8, 1.6);
    const y0 = horizon + (h - horizon) * t0;
    const y1 = horizon + (h - horizon) * t1;
    return `<path d="M${f(vx - 1 - t0 * w * 0.01)},${f(y0)}L${f(vx + 1 + t0 * w * 0.01)},${f(y0)}L${f(vx + 2 + t1 * w * 0.012)},${f(y1)}L${f(vx - 2 - t1 * w * 0.012)},${f(y1)}Z" fill="#f4f1e8"/>`;
  }).join('');
  const trees = Array.from({ length: 14 }, (_, i) => {
    const x = i < 7 ? w * (0.02 + i * 0.055) : w * (0.6 + (i - 7) * 0.06);
    const s = h * (0.05 + rnd() * 0.05);
    return `<rect x="${f(x - 2)}" y="${f(horizon - s * 0.4)}" width="4" height="${f(s * 0.4)}" fill="#5b4632"/><circle cx="${f(x)}" cy="${f(horizon - s * 0.6)}" r="${f(s * 0.45)}" fill="${i % 3 ? '#3f8f4a' : '#2f7a3c'}"/>`;
  }).join('');
  return `${sky(w, '#f6b26b', '#fde7c4', horizon)}
  <circle cx="${f(w * 0.78)}" cy="${f(h * 0.2)}" r="${f(h * 0.07)}" fill="#fff3d6"/>
  ${clouds(w, h, rnd, 2)}
  <rect y="${f(horizon)}" width="${w}" height="${f(h - horizon)}" fill="#6fae5b"/>
  ${trees}
  <path d="M${f(vx - 6)},${f(horizon)}L${f(vx + 6)},${f(horizon)}L${f(w * 1.05)},${f(h)}L${f(-w * 0.05)},${f(h)}Z" fill="#4a4d54"/>
  <path d="M${f(vx - 5)},${f(horizon)}L${f(-w * 0.02)},${f(h)}" stroke="#f4f1e8" stroke-width="4"/>
  <path d="M${f(vx + 5)},${f(horizon)}L${f(w * 1.02)},${f(h)}" stroke="#f4f1e8" stroke-width="4"/>
  ${marks}
  ${truck(w * 0.08, h * 0.9, h * 0.4, '#c0392b', '#e9eef3')}
  ${truck(w * 0.56, h * 0.68, h * 0.14, '#1d5fa8', '#f0b429')}`;
}

function tractor(x: number, y: number, s: number): string {
  return `<g>
    <rect x="${f(x + s * 0.1)}" y="${f(y - s * 0.62)}" width="${f(s * 0.7)}" height="${f(s * 0.3)}" rx="${f(s * 0.05)}" fill="#c0392b"/>
    <rect x="${f(x + s * 0.55)}" y="${f(y - s * 1.02)}" width="${f(s * 0.36)}" height="${f(s * 0.42)}" fill="none" stroke="#2a2b2f" stroke-width="${f(s * 0.04)}"/>
    <rect x="${f(x + s * 0.52)}" y="${f(y - s * 1.06)}" width="${f(s * 0.42)}" height="${f(s * 0.05)}" fill="#2a2b2f"/>
    <rect x="${f(x + s * 0.2)}" y="${f(y - s * 0.85)}" width="${f(s * 0.05)}" height="${f(s * 0.25)}" fill="#2a2b2f"/>
    ${tyre(x + s * 0.72, y - s * 0.3, s * 0.3, '#e3a21a')}${tyre(x + s * 0.15, y - s * 0.14, s * 0.14, '#e3a21a')}
  </g>`;
}

function field(w: number, h: number, rnd: () => number): string {
  const horizon = h * 0.42;
  const bands = Array.from({ length: 7 }, (_, i) => {
    const y0 = horizon + (h - horizon) * Math.pow(i / 7, 1.3);
    const y1 = horizon + (h - horizon) * Math.pow((i + 1) / 7, 1.3);
    return `<rect y="${f(y0)}" width="${w}" height="${f(y1 - y0)}" fill="${i % 2 ? '#7cc462' : '#5fae4e'}"/><rect y="${f(y1 - 3)}" width="${w}" height="3" fill="#a8d8e8" opacity="0.7"/>`;
  }).join('');
  const rice = Array.from({ length: 160 }, () => {
    const x = rnd() * w;
    const t = rnd();
    const y = horizon + (h - horizon) * (0.2 + t * 0.8);
    const s = 4 + t * 16;
    return `<path d="M${f(x)},${f(y)}l${f(-s * 0.3)},${f(-s)}M${f(x)},${f(y)}l0,${f(-s * 1.1)}M${f(x)},${f(y)}l${f(s * 0.3)},${f(-s)}" stroke="#3d8b37" stroke-width="${f(1 + t * 1.5)}"/>`;
  }).join('');
  const palms = [0.08, 0.18, 0.86]
    .map((p) => {
      const x = w * p;
      return `<path d="M${f(x)},${f(horizon)}q${f(w * 0.01)},${f(-h * 0.12)} 0,${f(-h * 0.22)}" stroke="#6b4f33" stroke-width="5" fill="none"/>${[0, 60, 120, 180, 240, 300].map((a) => `<ellipse cx="${f(x + Math.cos((a * Math.PI) / 180) * h * 0.04)}" cy="${f(horizon - h * 0.22 + Math.sin((a * Math.PI) / 180) * h * 0.02)}" rx="${f(h * 0.05)}" ry="${f(h * 0.012)}" fill="#2f7a3c" transform="rotate(${a} ${f(x + Math.cos((a * Math.PI) / 180) * h * 0.04)} ${f(horizon - h * 0.22 + Math.sin((a * Math.PI) / 180) * h * 0.02)})"/>`).join('')}`;
    })
    .join('');
  return `${sky(w, '#7fbce8', '#e6f4fb', horizon)}${clouds(w, h, rnd, 4)}
  <path d="M0,${f(horizon)}Q${f(w * 0.3)},${f(horizon - h * 0.06)} ${f(w * 0.6)},${f(horizon - h * 0.02)}T${w},${f(horizon - h * 0.04)}V${f(horizon)}Z" fill="#4e9a4a"/>
  ${bands}${palms}${rice}
  ${tractor(w * 0.48, h * 0.72, h * 0.34)}
  ${person(w * 0.3, h * 0.78, h * 0.22, '#f0b429')}`;
}

function camp(w: number, h: number, rnd: () => number): string {
  const ground = h * 0.7;
  const tent = (x: number, tw: number, c: string) =>
    `<path d="M${f(x)},${f(h * 0.3)}L${f(x + tw / 2)},${f(h * 0.18)}L${f(x + tw)},${f(h * 0.3)}Z" fill="${c}"/><rect x="${f(x)}" y="${f(h * 0.3)}" width="${f(tw)}" height="${f(h * 0.05)}" fill="${c}" opacity="0.85"/><rect x="${f(x + 4)}" y="${f(h * 0.35)}" width="5" height="${f(ground - h * 0.35)}" fill="#888"/><rect x="${f(x + tw - 9)}" y="${f(h * 0.35)}" width="5" height="${f(ground - h * 0.35)}" fill="#888"/>`;
  const cng = (x: number, y: number, s: number) =>
    `<g><path d="M${f(x)},${f(y - s * 0.15)}V${f(y - s * 0.7)}Q${f(x + s * 0.1)},${f(y - s * 0.95)} ${f(x + s * 0.5)},${f(y - s * 0.95)}H${f(x + s * 0.95)}V${f(y - s * 0.15)}Z" fill="#2e8b57"/><rect x="${f(x + s * 0.08)}" y="${f(y - s * 0.72)}" width="${f(s * 0.3)}" height="${f(s * 0.25)}" fill="#bfe3f5"/><rect x="${f(x + s * 0.5)}" y="${f(y - s * 0.8)}" width="${f(s * 0.36)}" height="${f(s * 0.5)}" fill="#1f6b42"/>${tyre(x + s * 0.2, y - s * 0.12, s * 0.13)}${tyre(x + s * 0.8, y - s * 0.12, s * 0.13)}</g>`;
  return `${sky(w, '#9fd3f2', '#eef8fd', ground)}${clouds(w, h, rnd, 3)}
  <rect y="${f(ground)}" width="${w}" height="${f(h - ground)}" fill="#cdbf9f"/>
  ${tent(w * 0.05, w * 0.42, '#1d5fa8')}${tent(w * 0.53, w * 0.42, '#d62828')}
  <rect x="${f(w * 0.1)}" y="${f(h * 0.5)}" width="${f(w * 0.3)}" height="${f(h * 0.04)}" fill="#8b5a2b"/>
  ${tyre(w * 0.17, h * 0.45, h * 0.05)}${tyre(w * 0.27, h * 0.45, h * 0.05)}
  ${cng(w * 0.55, ground + h * 0.1, h * 0.36)}
  ${person(w * 0.8, ground + h * 0.12, h * 0.3, '#f0b429')}
  ${person(w * 0.45, ground + h * 0.1, h * 0.3, '#1d5fa8')}
  <rect x="${f(w * 0.46)}" y="${f(ground - h * 0.12)}" width="${f(w * 0.012)}" height="${f(h * 0.05)}" fill="#555"/>
  ${person(w * 0.2, ground + h * 0.2, h * 0.34, shirts[Math.floor(rnd() * shirts.length)]!)}
  ${person(w * 0.3, ground + h * 0.22, h * 0.34, shirts[Math.floor(rnd() * shirts.length)]!)}`;
}

/** SVG of a flat illustrated scene for news and gallery pictures. No text. */
export function sceneSvg(o: SceneOptions): string {
  const { width: w, height: h } = o;
  const rnd = random(o.seed ?? 7);
  const body = { shop, meet, highway, field, camp }[o.kind](w, h, rnd);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
}

/** Renders a scene to PNG (uncompressed: it is read again at once to make the WebP files). */
export async function renderScene(o: SceneOptions): Promise<Buffer> {
  return sharp(Buffer.from(sceneSvg(o)))
    .png({ compressionLevel: 0 })
    .toBuffer();
}
