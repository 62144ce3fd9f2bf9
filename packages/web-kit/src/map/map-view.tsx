// A map of places in Bangladesh drawn with Leaflet (open source, no key). Its raster tiles come
// from the tile server the runtime config names (`mapTiles`, `MAP_TILES_URL` on the site server,
// which then allows that origin in the page policy); with none, or when its tiles cannot load, the
// country's outline (Natural Earth, public domain, shipped with this module: 6 KB) is drawn
// instead, so the markers always stand on a map. Leaflet's layout rules are written in
// map-view.css (its own stylesheet also styles controls and icons this map does not use, from
// pictures a server renderer's build cannot take). Imported by its own path
// (`@tyre/web-kit/map`), never from the kit's index: a page that shows no map never loads Leaflet,
// and an app loads this module in a chunk of its own.
import {
  control,
  divIcon,
  latLngBounds,
  map as createMap,
  marker as createMarker,
  polygon,
  tileLayer,
  type LatLngBoundsExpression,
  type LeafletMouseEvent,
  type Map as LeafletMap,
  type Marker,
} from 'leaflet';
import { useEffect, useRef } from 'react';
import type { RemotesConfig } from '@tyre/contracts';
import outline from './bangladesh-outline.json';
import './map-view.css';

/** One place on the map. */
export interface MapPoint {
  id: string;
  lat: number;
  lng: number;
  /** the marker's name (its tooltip and the popup's heading) */
  title: string;
  /** the popup's link (an address of the site) and its text */
  href?: string;
  linkText?: string;
  /** a line under the title (a place, a distance) */
  note?: string;
  /** `muted`: a hollow grey pin (a place set apart, as an unlisted dealer on the dashboard's map) */
  tone?: 'muted';
}

export interface MapViewProps {
  points: readonly MapPoint[];
  /** what a screen reader hears for the map (the list beside it is the accessible way) */
  label: string;
  /** the raster tiles to draw (`mapTilesOf(getRuntimeConfig())`); none: the country's outline */
  tiles: MapTiles | null;
  /** the zoom buttons' names, in the page's language */
  zoomText: { zoomIn: string; zoomOut: string };
  /** the marker whose popup is open at first (a dealer's own page) */
  selected?: string | undefined;
  /** a popup's link pressed: the app navigates (no page load); otherwise the link is followed */
  onNavigate?: ((href: string) => void) | undefined;
  /** the tile server's tiles cannot load (the map then draws the country's outline): say so beside it */
  onTilesFailed?: (() => void) | undefined;
  /** picking: a press on the map names a place (the dashboard's location field) */
  onPick?: ((place: { lat: number; lng: number }) => void) | undefined;
  /** the closest the map zooms in to fit its points (one point: this zoom) */
  maxFitZoom?: number;
  /** false: the map does not pan by dragging (a small map in a page a thumb scrolls) */
  draggable?: boolean;
  /** false: the map fits its points once, then stays where the user put it (picking a place) */
  refit?: boolean;
  className?: string;
}

/** Bangladesh, as the map shows it when there is nothing to fit. */
const COUNTRY: LatLngBoundsExpression = [
  [20.6, 88.0],
  [26.7, 92.7],
];

/** A tile server: its URL template (`{z}/{x}/{y}`) and the credit its tiles must carry. */
export interface MapTiles {
  url: string;
  attribution: string;
}

/**
 * The tile server of the runtime config (`getRuntimeConfig()` of the kit's shared instance: this
 * module is bundled into each app that imports it, so it must not read a config of its own).
 */
export function mapTilesOf(
  config: Pick<RemotesConfig, 'mapTiles' | 'mapAttribution'> | null,
): MapTiles | null {
  return config?.mapTiles ? { url: config.mapTiles, attribution: config.mapAttribution ?? '' } : null;
}

function markerIcon(selected: boolean, tone: MapPoint['tone']) {
  return divIcon({
    className: `kit-map__marker${selected ? ' kit-map__marker--selected' : ''}${tone ? ` kit-map__marker--${tone}` : ''}`,
    html: '<span class="kit-map__pin" aria-hidden="true"></span>',
    iconSize: [24, 30],
    iconAnchor: [12, 26],
    popupAnchor: [0, -26],
  });
}

/** The popup of a point, built as elements with text (no markup from data). */
function popupOf(point: MapPoint, onNavigate: MapViewProps['onNavigate']): HTMLElement {
  const box = document.createElement('div');
  box.className = 'kit-map__popup';
  const title = document.createElement('strong');
  title.textContent = point.title;
  box.append(title);
  if (point.note) {
    const note = document.createElement('span');
    note.textContent = point.note;
    box.append(note);
  }
  if (point.href) {
    const link = document.createElement('a');
    link.href = point.href;
    link.textContent = point.linkText ?? point.title;
    link.addEventListener('click', (event) => {
      if (!onNavigate || event.ctrlKey || event.metaKey || event.shiftKey) return;
      event.preventDefault();
      onNavigate(point.href!);
    });
    box.append(link);
  }
  return box;
}

/** Draws the country's outline (where the browser has a vector renderer: not in jsdom). */
function drawOutline(map: LeafletMap): void {
  try {
    polygon(outline as [number, number][][], {
      className: 'kit-map__land',
      interactive: false,
      weight: 1,
    }).addTo(map);
    map.getContainer().classList.add('kit-map--outline');
  } catch {
    // no SVG or canvas to draw with: the markers stand alone
  }
}

/**
 * A Leaflet map with one marker per point, fitted to them. Markers open a popup (title, note,
 * link). With `onPick`, a press on the map reports the place. The map is made once per mount;
 * new points replace the markers.
 */
export function MapView({
  points,
  label,
  tiles,
  zoomText,
  selected,
  onNavigate,
  onTilesFailed,
  onPick,
  maxFitZoom = 13,
  draggable = true,
  refit = true,
  className,
}: MapViewProps) {
  const fitted = useRef(false);
  /** fits the map to its points again (after a resize) */
  const fitRef = useRef<() => void>(() => undefined);
  /** the user has dragged the map or pressed on it */
  const touched = useRef(false);
  const element = useRef<HTMLDivElement>(null);
  const mapRef = useRef<LeafletMap | null>(null);
  const handlers = useRef({ onNavigate, onPick, onTilesFailed });
  useEffect(() => {
    handlers.current = { onNavigate, onPick, onTilesFailed };
  });

  useEffect(() => {
    const container = element.current;
    if (!container) return;
    const map = createMap(container, {
      scrollWheelZoom: false,
      zoomControl: false,
      dragging: draggable,
      attributionControl: true,
      zoomSnap: 0.5,
      minZoom: 5,
      maxBounds: [
        [17, 84],
        [30, 96],
      ],
    });
    map.attributionControl.setPrefix(false);
    control.zoom({ zoomInTitle: zoomText.zoomIn, zoomOutTitle: zoomText.zoomOut }).addTo(map);
    map.fitBounds(COUNTRY);
    if (tiles) {
      let failed = false;
      tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 18, crossOrigin: false })
        .on('tileerror', () => {
          if (failed) return;
          failed = true;
          drawOutline(map);
          handlers.current.onTilesFailed?.();
        })
        .addTo(map);
    }
    // the outline and (below) the markers each in a task of their own: the map never holds a
    // phone's main thread long (Lighthouse counted the map's one task as 280 ms of blocking)
    const outlineLater = tiles ? undefined : setTimeout(() => drawOutline(map), 0);
    map.on('click', (event: LeafletMouseEvent) => {
      touched.current = true;
      handlers.current.onPick?.({ lat: event.latlng.lat, lng: event.latlng.lng });
    });
    map.on('dragstart', () => {
      touched.current = true;
    });
    mapRef.current = map;
    // a box that changes size (a dialog opening with an animation, a phone turned): the map
    // measures itself again and fits its points again
    const resized =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => {
            map.invalidateSize();
            fitRef.current();
          });
    resized?.observe(container);
    return () => {
      clearTimeout(outlineLater);
      resized?.disconnect();
      mapRef.current = null;
      map.remove();
    };
    // the map is made once; its tiles, `draggable` and the zoom buttons' names are fixed for a mount
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // the container's name for screen readers (Leaflet makes it focusable for its keyboard panning)
  useEffect(() => {
    element.current?.setAttribute('role', 'region');
    element.current?.setAttribute('aria-label', label);
  }, [label]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    let markers: Marker[] = [];
    // the markers in a task of their own, as the outline
    const later = setTimeout(() => {
      markers = points.map((point) => {
        const isSelected = point.id === selected;
        const m = createMarker([point.lat, point.lng], {
          icon: markerIcon(isSelected, point.tone),
          title: point.title,
          alt: point.title,
          keyboard: false,
          riseOnHover: true,
        })
          .bindPopup(() => popupOf(point, handlers.current.onNavigate), {
            closeButton: true,
            // clear of the zoom buttons (top left)
            autoPanPaddingTopLeft: [56, 16],
            autoPanPaddingBottomRight: [16, 16],
          })
          .addTo(map);
        m.getElement()?.setAttribute('data-point', point.id);
        return m;
      });
      // without animation: a view change while one animates would be dropped by Leaflet
      const fitPoints = () => {
        if (points.length === 1)
          map.setView([points[0]!.lat, points[0]!.lng], maxFitZoom, { animate: false });
        else if (points.length > 1)
          // room above for the pins, which stand on their points
          map.fitBounds(latLngBounds(points.map((p) => [p.lat, p.lng] as [number, number])), {
            paddingTopLeft: [20, 36],
            paddingBottomRight: [20, 12],
            maxZoom: maxFitZoom,
            animate: false,
          });
        else map.fitBounds(COUNTRY, { animate: false });
      };
      if (refit || !fitted.current) fitPoints();
      if (points.length > 0) fitted.current = true;
      // a resize fits it again, unless the user has moved it while picking a place
      fitRef.current = () => {
        if (refit || !touched.current) fitPoints();
      };
      const open = markers.find((_, i) => points[i]!.id === selected);
      open?.openPopup();
    }, 0);
    return () => {
      clearTimeout(later);
      for (const m of markers) m.remove();
    };
  }, [points, selected, maxFitZoom, refit]);

  return <div ref={element} className={className ? `kit-map ${className}` : 'kit-map'} />;
}
