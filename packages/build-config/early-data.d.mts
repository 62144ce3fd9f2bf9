/** Where the page's largest picture is in the early answer (dotted paths) and its srcset. */
export interface EarlyPicture {
  src: string[];
  srcset?: Array<[string, string]>;
  sizes?: string;
}
/** Page sizes of the first screens that have an early request. */
export declare const earlyPageSizes: Readonly<{ products: number; finder: number; news: number }>;
/** The window property where the early request waits for the API client. */
export declare const earlyGlobal: string;
/** The API request (path below the API base, with its query) a screen makes first, or null. */
export declare function earlyRequest(
  pathname: string,
  search: string,
): { path: string; picture?: EarlyPicture } | null;
/** The inline script that starts the early request (and preloads the picture). */
export declare function earlyDataScript(
  apiBaseUrl: string,
  request: { path: string; picture?: EarlyPicture },
): string;
