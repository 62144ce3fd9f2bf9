// What a home video URL is: a YouTube or Vimeo page (played in their iframe) or a direct MP4 file.

export type VideoSource =
  | { kind: 'youtube'; id: string; embed: string; poster: string }
  | { kind: 'vimeo'; id: string; embed: string; poster: null }
  | { kind: 'file'; src: string; poster: null };

const youtubeId = /^[\w-]{11}$/;

/** The player to create for `url`, or null for a URL we cannot play (not http(s), unknown host). */
export function videoSource(url: string): VideoSource | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  const host = parsed.hostname.replace(/^(www\.|m\.)/, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = parsed.pathname.slice(1).split('/')[0] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (parsed.pathname === '/watch') id = parsed.searchParams.get('v');
    else {
      const match = /^\/(?:embed|shorts|live)\/([^/]+)/.exec(parsed.pathname);
      id = match?.[1] ?? null;
    }
  }
  if (id !== null) {
    if (!youtubeId.test(id)) return null;
    return {
      kind: 'youtube',
      id,
      embed: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`,
      poster: `https://i.ytimg.com/vi/${id}/hqdefault.jpg`,
    };
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const match = /\/(\d{5,12})(?:\/|$)/.exec(parsed.pathname);
    if (!match) return null;
    return {
      kind: 'vimeo',
      id: match[1]!,
      embed: `https://player.vimeo.com/video/${match[1]}?autoplay=1`,
      poster: null,
    };
  }
  if (/\.mp4$/i.test(parsed.pathname)) return { kind: 'file', src: parsed.href, poster: null };
  return null;
}
