import { LoaderCircle } from 'lucide-react';
import { useMessages } from '../../i18n/use-messages';
import { Badge } from '../ui/layout';
import { StoredText } from '../ui/stored-text';
import { operationMessages } from './messages';
import { useBusyResource } from './use-busy-resource';

/** A small "Working: …" badge on a resource an operation the panel follows is working on. */
export function BusyBadge({ kind, ids }: { kind: string; ids: readonly (string | undefined)[] }) {
  const t = useMessages(operationMessages);
  const busy = useBusyResource(kind, ...ids);
  if (!busy) return null;
  return (
    <Badge tone="info">
      <LoaderCircle
        aria-hidden="true"
        className="mr-1 size-3 self-center animate-spin motion-reduce:animate-none"
      />
      <span>{t.rich('busy', { title: <StoredText text={busy.title} /> })}</span>
    </Badge>
  );
}
