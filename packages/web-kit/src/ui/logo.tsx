/**
 * The brand mark: a tyre with its tread blocks around a red hub (the disc of the flag of
 * Bangladesh on its green), then the name as text (so it reads, scales and translates like text).
 * `name` is split at its first space: the first word white, the rest in the accent colour.
 */
export function LogoMark({ className = 'kit-logo__mark' }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <rect width="48" height="48" rx="11" fill="#0b4a35" />
      <circle
        cx="24"
        cy="24"
        r="15.5"
        fill="none"
        stroke="#fff"
        strokeWidth="3.2"
        strokeDasharray="3.2 2.1"
      />
      <circle cx="24" cy="24" r="12" fill="none" stroke="#fff" strokeWidth="3.4" />
      <circle cx="24" cy="24" r="6.4" fill="#d7263d" />
    </svg>
  );
}

export function Logo({ name, tagline }: { name: string; tagline?: string | undefined }) {
  const space = name.indexOf(' ');
  const first = space > 0 ? name.slice(0, space) : name;
  const rest = space > 0 ? name.slice(space + 1) : '';
  return (
    <span className="kit-logo">
      <LogoMark />
      <span className="kit-logo__word">
        <span className="kit-logo__name">
          {first}
          {rest && (
            <>
              {' '}
              <b>{rest}</b>
            </>
          )}
        </span>
        {tagline && <span className="kit-logo__tag">{tagline}</span>}
      </span>
    </span>
  );
}
