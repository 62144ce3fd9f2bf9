import sharp from 'sharp';

/** Tread families drawn on the visible face of the tyre. */
export type TreadPattern =
  'zigzag' | 'sport' | 'knobby' | 'scooter' | 'blocks' | 'aqua' | 'allterrain' | 'ribs' | 'lugs';
/** Wheel designs drawn inside the sidewall. */
export type RimStyle = 'cast' | 'alloy' | 'steel' | 'tractor';

/** How the tyres of one range look in their product shots. */
export interface TyreLook {
  pattern: TreadPattern;
  rim: RimStyle;
  /** Wheel paint (CSS colour). */
  rimColor: string;
  /** Tread width as a share of the radius (a motorcycle tyre is narrow, a tractor tyre wide). */
  width: number;
  /** Rim radius as a share of the tyre radius (a tall sidewall means a small share). */
  rimScale: number;
  /** Background tint (hue in degrees). */
  hue: number;
}

export type ShotView = 'angle' | 'tread' | 'side';

export interface TyreShotOptions {
  width: number;
  height: number;
  look: TyreLook;
  view?: ShotView;
  /** Varies the small details (mark layout, light) so products of one range differ a little. */
  seed?: number;
}

const f = (n: number) => n.toFixed(1);

/** A small deterministic random sequence. */
function random(seed: number): () => number {
  let s = (seed * 2654435761) >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return ((s >>> 0) % 10_000) / 10_000;
  };
}

interface Frame {
  cx: number;
  cy: number;
  /** Tyre radius. */
  r: number;
  /** Horizontal squash of the sidewall (1 = seen from the side). */
  k: number;
  /** Visible tread depth on screen. */
  d: number;
}

/** A point on the tread surface: `a` the angle around the tyre (0 = nearest the viewer), `u` 0..1 across the tread. */
const at = (fr: Frame, a: number, u: number): [number, number] => [
  fr.cx + fr.r * fr.k * Math.cos(a) + u * fr.d,
  fr.cy + fr.r * Math.sin(a),
];

const pathOf = (pts: [number, number][], close = false) =>
  'M' + pts.map(([x, y]) => `${f(x)},${f(y)}`).join('L') + (close ? 'Z' : '');

/** Pitch angles from top to bottom of the visible tread. */
function pitches(count: number, offset = 0): number[] {
  const step = Math.PI / count;
  const out: number[] = [];
  for (let i = -1; i <= count + 1; i++) {
    const a = -Math.PI / 2 + (i + offset) * step;
    if (a > -Math.PI / 2 + 0.02 && a < Math.PI / 2 - 0.02) out.push(a);
  }
  return out;
}

/** Grooves (dark strokes) and raised blocks (filled) of one tread family, in screen space. */
function treadMarks(fr: Frame, pattern: TreadPattern): string {
  const groove = (pts: [number, number][], w: number) =>
    `<path d="${pathOf(pts)}" fill="none" stroke="#0b0b0c" stroke-width="${f(w)}" stroke-linecap="round" stroke-linejoin="round" opacity="0.9"/>`;
  const block = (pts: [number, number][]) =>
    `<path d="${pathOf(pts, true)}" fill="url(#lug)" stroke="#0a0a0a" stroke-width="${f(fr.r * 0.006)}"/>`;
  const line = (u: number, from = -1.5, to = 1.5, steps = 40) =>
    Array.from({ length: steps + 1 }, (_, i) => at(fr, from + ((to - from) * i) / steps, u));
  const gw = fr.r * 0.028;
  const out: string[] = [];
  switch (pattern) {
    case 'zigzag': {
      const pts: [number, number][] = pitches(22).map((a, i) => at(fr, a, i % 2 ? 0.38 : 0.62));
      out.push(groove(pts, gw * 0.9));
      for (const a of pitches(11, 0.5)) {
        out.push(groove([at(fr, a, 0.08), at(fr, a + 0.05, 0.28)], gw * 0.6));
        out.push(groove([at(fr, a + 0.07, 0.72), at(fr, a + 0.12, 0.92)], gw * 0.6));
      }
      break;
    }
    case 'sport':
      for (const a of pitches(9)) {
        out.push(groove([at(fr, a, 0.1), at(fr, a + 0.12, 0.45), at(fr, a + 0.3, 0.62)], gw * 0.8));
        out.push(groove([at(fr, a + 0.16, 0.9), at(fr, a + 0.27, 0.58)], gw * 0.8));
      }
      break;
    case 'scooter':
      out.push(groove(line(0.5), gw * 0.7));
      for (const a of pitches(14)) out.push(groove([at(fr, a, 0.15), at(fr, a + 0.09, 0.4)], gw * 0.6));
      for (const a of pitches(14, 0.5)) out.push(groove([at(fr, a, 0.85), at(fr, a + 0.09, 0.6)], gw * 0.6));
      break;
    case 'knobby':
      for (const [j, a] of pitches(12).entries()) {
        const us = j % 2 ? [0.08, 0.42, 0.76] : [0.25, 0.59];
        for (const u of us)
          out.push(
            block([at(fr, a, u), at(fr, a, u + 0.16), at(fr, a + 0.15, u + 0.16), at(fr, a + 0.15, u)]),
          );
      }
      break;
    case 'blocks':
      for (const u of [0.3, 0.5, 0.7]) out.push(groove(line(u), gw));
      for (const a of pitches(16)) {
        out.push(groove([at(fr, a, 0), at(fr, a, 0.3)], gw * 0.7));
        out.push(groove([at(fr, a + 0.1, 0.3), at(fr, a + 0.1, 0.5)], gw * 0.5));
        out.push(groove([at(fr, a + 0.05, 0.5), at(fr, a + 0.05, 0.7)], gw * 0.5));
        out.push(groove([at(fr, a, 0.7), at(fr, a, 1)], gw * 0.7));
      }
      break;
    case 'aqua':
      for (const u of [0.33, 0.67]) out.push(groove(line(u), gw * 1.6));
      for (const a of pitches(14)) {
        out.push(groove([at(fr, a + 0.16, 0.02), at(fr, a + 0.05, 0.3), at(fr, a, 0.5)], gw * 0.7));
        out.push(groove([at(fr, a, 0.5), at(fr, a + 0.05, 0.7), at(fr, a + 0.16, 0.98)], gw * 0.7));
      }
      break;
    case 'allterrain':
      for (const [j, a] of pitches(11).entries()) {
        const s = j % 2 ? 0.04 : 0;
        for (const [u0, u1] of [
          [0.02, 0.27],
          [0.31, 0.48],
          [0.52, 0.69],
          [0.73, 0.98],
        ] as const)
          out.push(
            block([
              at(fr, a + s, u0),
              at(fr, a + s, u1),
              at(fr, a + s + 0.2, u1 - 0.03),
              at(fr, a + s + 0.2, u0 + 0.03),
            ]),
          );
      }
      break;
    case 'ribs':
      for (const u of [0.2, 0.4, 0.6, 0.8]) {
        const pts = line(u, -1.5, 1.5, 64).map(([x, y], i): [number, number] => [
          x + (i % 2 ? fr.r * 0.012 : 0),
          y,
        ]);
        out.push(groove(pts, gw * 1.1));
      }
      for (const a of pitches(30)) {
        out.push(groove([at(fr, a, 0.02), at(fr, a, 0.14)], gw * 0.35));
        out.push(groove([at(fr, a, 0.86), at(fr, a, 0.98)], gw * 0.35));
      }
      break;
    case 'lugs':
      for (const a of pitches(9)) {
        out.push(block([at(fr, a, 0), at(fr, a + 0.06, 0), at(fr, a + 0.3, 0.56), at(fr, a + 0.24, 0.56)]));
        out.push(
          block([at(fr, a + 0.17, 1), at(fr, a + 0.23, 1), at(fr, a + 0.47, 0.44), at(fr, a + 0.41, 0.44)]),
        );
      }
      break;
  }
  return out.join('');
}

/** The wheel inside the tyre, drawn face-on at the origin (the caller squashes it). */
function wheel(look: TyreLook, rr: number, rnd: () => number): string {
  const c = look.rimColor;
  const parts: string[] = [
    `<circle r="${f(rr)}" fill="url(#rimEdge)"/>`,
    `<circle r="${f(rr * 0.9)}" fill="#15161a"/>`,
  ];
  const spoke = (n: number, w: number, from: number, to: number, rot = 0) =>
    Array.from(
      { length: n },
      (_, i) =>
        `<path d="M${f(-w / 2)},${f(from)}L${f(-w * 0.8)},${f(to)}L${f(w * 0.8)},${f(to)}L${f(w / 2)},${f(from)}Z" fill="${c}" transform="rotate(${f(rot + (i * 360) / n)})"/>`,
    ).join('');
  switch (look.rim) {
    case 'cast':
      parts.push(
        `<circle r="${f(rr * 0.42)}" fill="#8d9096" stroke="#5c5f66" stroke-width="${f(rr * 0.02)}"/>`,
      );
      for (let i = 0; i < 8; i++) {
        const a = (i / 8) * Math.PI * 2;
        parts.push(
          `<circle cx="${f(Math.cos(a) * rr * 0.33)}" cy="${f(Math.sin(a) * rr * 0.33)}" r="${f(rr * 0.035)}" fill="#3b3d42"/>`,
        );
      }
      parts.push(spoke(5, rr * 0.09, rr * 0.14, rr * 0.88, rnd() * 60));
      parts.push(`<circle r="${f(rr * 0.86)}" fill="none" stroke="${c}" stroke-width="${f(rr * 0.07)}"/>`);
      parts.push(`<circle r="${f(rr * 0.16)}" fill="${c}"/><circle r="${f(rr * 0.07)}" fill="#202226"/>`);
      break;
    case 'alloy':
      parts.push(spoke(5, rr * 0.2, rr * 0.2, rr * 0.9, rnd() * 70));
      parts.push(spoke(5, rr * 0.07, rr * 0.2, rr * 0.9, 36));
      parts.push(`<circle r="${f(rr * 0.88)}" fill="none" stroke="${c}" stroke-width="${f(rr * 0.06)}"/>`);
      parts.push(`<circle r="${f(rr * 0.24)}" fill="${c}" stroke="#6f737a" stroke-width="${f(rr * 0.02)}"/>`);
      for (let i = 0; i < 5; i++) {
        const a = (i / 5) * Math.PI * 2;
        parts.push(
          `<circle cx="${f(Math.cos(a) * rr * 0.15)}" cy="${f(Math.sin(a) * rr * 0.15)}" r="${f(rr * 0.025)}" fill="#3a3c40"/>`,
        );
      }
      parts.push(`<circle r="${f(rr * 0.08)}" fill="#2a2c30"/>`);
      break;
    case 'steel':
    case 'tractor': {
      const holes = look.rim === 'steel' ? 10 : 8;
      parts.push(`<circle r="${f(rr * 0.9)}" fill="${c}"/>`);
      parts.push(
        `<circle r="${f(rr * 0.8)}" fill="none" stroke="rgba(0,0,0,.25)" stroke-width="${f(rr * 0.03)}"/>`,
      );
      for (let i = 0; i < holes; i++) {
        const a = (i / holes) * Math.PI * 2;
        parts.push(
          `<ellipse cx="${f(Math.cos(a) * rr * 0.62)}" cy="${f(Math.sin(a) * rr * 0.62)}" rx="${f(rr * 0.1)}" ry="${f(rr * 0.06)}" fill="#17181b" transform="rotate(${f((a * 180) / Math.PI + 90)} ${f(Math.cos(a) * rr * 0.62)} ${f(Math.sin(a) * rr * 0.62)})"/>`,
        );
      }
      parts.push(
        `<circle r="${f(rr * 0.36)}" fill="rgba(0,0,0,.18)"/><circle r="${f(rr * 0.3)}" fill="${c}"/>`,
      );
      for (let i = 0; i < 8; i++) {
        const a = (i / 8) * Math.PI * 2;
        parts.push(
          `<circle cx="${f(Math.cos(a) * rr * 0.22)}" cy="${f(Math.sin(a) * rr * 0.22)}" r="${f(rr * 0.035)}" fill="#c9ccd2" stroke="#55575c" stroke-width="${f(rr * 0.01)}"/>`,
        );
      }
      parts.push(`<circle r="${f(rr * 0.12)}" fill="#2b2d31"/>`);
      break;
    }
  }
  parts.push(`<circle r="${f(rr)}" fill="url(#shine)"/>`);
  return parts.join('');
}

/** Raised sidewall marks: groups of short bars along a ring, like moulded lettering seen from afar (no words). */
function sidewallMarks(r: number, rr: number, rnd: () => number): string {
  const ring = rr + (r - rr) * 0.5;
  const out: string[] = [];
  const groups = [
    { start: -150, count: 9 },
    { start: -60, count: 6 },
    { start: 40, count: 11 },
    { start: 130, count: 4 },
  ];
  for (const g of groups) {
    for (let i = 0; i < g.count; i++) {
      const deg = g.start + i * 3.4 + rnd() * 0.6;
      const h = (r - rr) * (0.22 + rnd() * 0.12);
      out.push(
        `<rect x="${f(-r * 0.008)}" y="${f(-ring - h / 2)}" width="${f(r * 0.02)}" height="${f(h)}" rx="${f(r * 0.006)}" fill="#4a4b50" transform="rotate(${f(deg)})"/>`,
      );
    }
  }
  // A thin moulded ring and small marks of the size line.
  out.push(
    `<circle r="${f(rr + (r - rr) * 0.18)}" fill="none" stroke="#35363a" stroke-width="${f(r * 0.008)}"/>`,
  );
  for (let i = 0; i < 14; i++) {
    const deg = 70 + i * 2.2;
    out.push(
      `<rect x="${f(-r * 0.005)}" y="${f(-(rr + (r - rr) * 0.78))}" width="${f(r * 0.011)}" height="${f((r - rr) * 0.12)}" fill="#444549" transform="rotate(${f(deg)})"/>`,
    );
  }
  return out.join('');
}

/** SVG of a tyre product shot: a tyre at an angle with its tread, sidewall and wheel, studio light and a soft shadow. No text. */
export function tyreShotSvg(o: TyreShotOptions): string {
  const { width: w, height: h, look } = o;
  const view = o.view ?? 'angle';
  const rnd = random((o.seed ?? 1) + look.hue * 31);
  const m = Math.min(w, h);
  const k = view === 'side' ? 0.96 : view === 'tread' ? 0.3 : 0.46 + rnd() * 0.12;
  const r = view === 'tread' ? m * 0.48 : m * 0.37;
  // Sizes of one range differ a little in width and angle (seeded), so a page of one range is not one picture.
  const d = view === 'side' ? r * 0.05 : r * look.width * (view === 'tread' ? 1.5 : 0.88 + rnd() * 0.24);
  const cx = w / 2 - d / 2 - (view === 'tread' ? r * 0.15 : 0);
  const cy = view === 'tread' ? h * 0.5 : h * 0.46;
  const fr: Frame = { cx, cy, r, k, d };
  const rr = r * look.rimScale;
  const bg = Math.round(look.hue + (rnd() - 0.5) * 14);
  const lightX = 0.3 + rnd() * 0.1;

  const band = `M${f(cx)},${f(cy - r)}A${f(r * k)},${f(r)} 0 0 1 ${f(cx)},${f(cy + r)}L${f(cx + d)},${f(cy + r)}A${f(r * k)},${f(r)} 0 0 0 ${f(cx + d)},${f(cy - r)}Z`;
  const lugTeeth =
    look.pattern === 'lugs' || look.pattern === 'knobby' || look.pattern === 'allterrain'
      ? Array.from({ length: look.pattern === 'lugs' ? 22 : 34 }, (_, i) => {
          const deg = (i * 360) / (look.pattern === 'lugs' ? 22 : 34);
          const t = r * (look.pattern === 'lugs' ? 0.07 : 0.035);
          return `<rect x="${f(-r * 0.045)}" y="${f(-r - t)}" width="${f(r * 0.09)}" height="${f(t + r * 0.02)}" rx="${f(r * 0.01)}" fill="#1d1e21" transform="rotate(${f(deg)})"/>`;
        }).join('')
      : '';

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs>
  <radialGradient id="bg" cx="${f(lightX + 0.15)}" cy="0.35" r="0.9"><stop offset="0" stop-color="hsl(${bg},30%,97%)"/><stop offset="0.6" stop-color="hsl(${bg},22%,88%)"/><stop offset="1" stop-color="hsl(${bg},24%,74%)"/></radialGradient>
  <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${bg},18%,84%)" stop-opacity="0"/><stop offset="1" stop-color="hsl(${bg},20%,70%)" stop-opacity="0.7"/></linearGradient>
  <linearGradient id="band" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#101012"/><stop offset="0.35" stop-color="#3a3b40"/><stop offset="0.55" stop-color="#2a2b2f"/><stop offset="1" stop-color="#0c0c0e"/></linearGradient>
  <linearGradient id="lug" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#48494f"/><stop offset="1" stop-color="#222327"/></linearGradient>
  <radialGradient id="side" cx="0.35" cy="0.3" r="0.8"><stop offset="0" stop-color="#3c3d42"/><stop offset="0.7" stop-color="#232427"/><stop offset="1" stop-color="#141416"/></radialGradient>
  <radialGradient id="rimEdge" cx="0.4" cy="0.35" r="0.7"><stop offset="0" stop-color="#f2f3f5"/><stop offset="1" stop-color="#8a8d94"/></radialGradient>
  <linearGradient id="shine" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="0.45" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.25"/></linearGradient>
  <radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity="0.55"/><stop offset="0.55" stop-color="#000" stop-opacity="0.3"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/>
<rect y="${f(h * 0.62)}" width="${w}" height="${f(h * 0.38)}" fill="url(#floor)"/>
${view === 'tread' ? '' : `<ellipse cx="${f(cx + d / 2 + r * 0.08)}" cy="${f(cy + r * 1.01)}" rx="${f(r * k + d / 2 + r * 0.25)}" ry="${f(r * 0.11)}" fill="url(#shadow)"/>`}
<path d="${band}" fill="url(#band)"/>
${treadMarks(fr, look.pattern)}
<path d="${pathOf(Array.from({ length: 41 }, (_, i) => at(fr, -1.2 + (2.1 * i) / 40, look.width < 0.55 ? 0.45 : 0.3)))}" fill="none" stroke="#fff" stroke-opacity="0.09" stroke-width="${f(d * 0.3)}" stroke-linecap="round"/>
<path d="${band}" fill="none" stroke="#09090a" stroke-width="${f(r * 0.01)}"/>
<g transform="translate(${f(cx)} ${f(cy)}) scale(${k.toFixed(3)} 1)">
  ${lugTeeth}
  <circle r="${f(r)}" fill="url(#side)"/>
  <circle r="${f(r * 0.985)}" fill="none" stroke="#46474c" stroke-width="${f(r * 0.012)}"/>
  ${sidewallMarks(r, rr, rnd)}
  <circle r="${f(rr * 1.03)}" fill="#0e0e10"/>
  ${wheel(look, rr, rnd)}
  <circle r="${f(r)}" fill="url(#shine)" opacity="0.6"/>
</g>
</svg>`;
}

/** Renders a tyre product shot to PNG (uncompressed: it is read again at once to make the WebP files). */
export async function renderTyreShot(o: TyreShotOptions): Promise<Buffer> {
  return sharp(Buffer.from(tyreShotSvg(o)))
    .png({ compressionLevel: 0 })
    .toBuffer();
}
