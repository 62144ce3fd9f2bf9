// Nearest-first without a geo index, on either store. Each dealer keeps the cells of its place on
// two grids, both indexed: `cell` (a twentieth of a degree, about 5.5 km north–south) and `area`
// (half a degree, about 55 km). The nearest k of a point are gathered in bands of fine rings
// around the point's own cell, each band twice as wide as the last (rings 0, 1, 2, 3–4, 5–8,
// 9–16), then, where dealers are sparse, ring by ring of areas; the search stops once the k-th
// found is nearer than anything in the rings not yet asked (their least distance grows by a
// cell's width per ring). Each band or ring is one indexed query of the dealers' places: a few
// in a town, a few more where the nearest dealer is far.
import { BD_BOUNDS } from '@tyre/contracts';

export interface Grid {
  /** the dealer's field that holds its cell of this grid */
  field: 'cell' | 'area';
  /** a cell's side in degrees */
  degrees: number;
}

export const FINE: Grid = { field: 'cell', degrees: 0.05 };
export const COARSE: Grid = { field: 'area', degrees: 0.5 };

/** The cell of a place on a grid: `row:column`. */
export const cellOn = (grid: Grid, lat: number, lng: number): string =>
  `${Math.floor(lat / grid.degrees)}:${Math.floor(lng / grid.degrees)}`;

/** A dealer's cells on both grids (what it stores). */
export const cellsOf = (lat: number, lng: number) => ({
  cell: cellOn(FINE, lat, lng),
  area: cellOn(COARSE, lat, lng),
});

/** The cells of ring `r` around the cell of a point (ring 0: the point's own cell). */
export function ringCells(grid: Grid, point: { lat: number; lng: number }, r: number): string[] {
  const row = Math.floor(point.lat / grid.degrees);
  const col = Math.floor(point.lng / grid.degrees);
  if (r === 0) return [`${row}:${col}`];
  const cells: string[] = [];
  for (let c = col - r; c <= col + r; c++) cells.push(`${row - r}:${c}`, `${row + r}:${c}`);
  for (let w = row - r + 1; w <= row + r - 1; w++) cells.push(`${w}:${col - r}`, `${w}:${col + r}`);
  return cells;
}

/** The cells of rings `from` to `to`. */
export function bandCells(
  grid: Grid,
  point: { lat: number; lng: number },
  band: { from: number; to: number },
): string[] {
  const cells: string[] = [];
  for (let r = band.from; r <= band.to; r++) cells.push(...ringCells(grid, point, r));
  return cells;
}

/**
 * The least distance (km) from a point to any place outside rings 0..r: r cells' width, a degree
 * of longitude taken at Bangladesh's northern edge (the narrowest), less 2% for the earth's shape.
 */
export const ringGapKm = (grid: Grid, r: number): number =>
  r * grid.degrees * 111.19 * Math.cos((BD_BOUNDS.maxLat * Math.PI) / 180) * 0.98;

/** The ring of a grid beyond which no place of Bangladesh lies, from any point of it. */
export const lastRing = (grid: Grid): number =>
  Math.ceil(
    Math.max(BD_BOUNDS.maxLat - BD_BOUNDS.minLat, BD_BOUNDS.maxLng - BD_BOUNDS.minLng) / grid.degrees,
  );

/** The fine rings asked in bands before the search goes on by areas (16 rings: about 80 km). */
export const FINE_RINGS = 16;

/** The fine bands: rings 0, 1, 2, 3–4, 5–8, 9–16. */
export function fineBands(): Array<{ from: number; to: number }> {
  const bands = [{ from: 0, to: 0 }];
  for (let to = 1; to <= FINE_RINGS; to *= 2) bands.push({ from: bands.at(-1)!.to + 1, to });
  return bands;
}
