import { unicodeHostname } from '../../lib/unicode-hostname';
import { ServerText } from '../ui/server-text';

/** A zone's name as people write it (as the domain list shows it), the punycode in its title. */
export function ZoneName({ name }: { name: string }) {
  const unicode = unicodeHostname(name);
  if (unicode === name) return <ServerText value={name} />;
  return (
    <span title={name}>
      <ServerText value={unicode} />
    </span>
  );
}

/** The punycode form under a Unicode zone name, for whoever needs what the DNS holds; else nothing. */
export function ZoneAsciiName({ name }: { name: string }) {
  if (unicodeHostname(name) === name) return null;
  return (
    <span className="muted block font-mono text-xs font-normal">
      <ServerText value={name} />
    </span>
  );
}
