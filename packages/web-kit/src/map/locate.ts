// The visitor's location, asked only when a button is pressed ("dealers near me"), and rounded to
// about 100 m: enough to sort dealers by, and an address or a request never carries the exact
// place. Imported by its own path (`@tyre/web-kit/locate`), so only the screens that ask carry it.

/** `lat,lng` (three decimals), or null when the browser has no location or the visitor refuses. */
export function askLocation(): Promise<string | null> {
  if (typeof navigator === 'undefined' || !('geolocation' in navigator)) return Promise.resolve(null);
  return new Promise((resolve) =>
    navigator.geolocation.getCurrentPosition(
      (position) => resolve(`${position.coords.latitude.toFixed(3)},${position.coords.longitude.toFixed(3)}`),
      () => resolve(null),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
    ),
  );
}
