import { lazy, Suspense } from 'react';
import type { Vps } from '../../../api/vps';
import { SectionPlaceholder } from '../../../components/ui/layout';
import { LoadingState } from '../../../components/ui/states';
import { useRevealOnApproach } from '../../../components/use-reveal-on-approach';
import { useMessages } from '../../../i18n/use-messages';
import { lowerSectionAnchors, lowerSections } from './lower-section-list';
import { serverMessages } from './messages';

const ServerSections = lazy(() =>
  import('./server-sections').then((module) => ({ default: module.ServerSections })),
);

/**
 * Firmware, rebuild, SSH access and backups are below the first screen on a phone. Their code is
 * loaded, and they are rendered, only when they come near the screen, a key is pressed or a link
 * names one of them (decision 0014), so opening a server costs only what its first screen shows.
 * Until then each is a titled card with its link's id.
 */
export function LowerSections({ server }: { server: Vps }) {
  const { ref, revealed } = useRevealOnApproach<HTMLDivElement>(lowerSectionAnchors);
  const placeholders = <SectionPlaceholders loading={revealed} />;
  if (!revealed) return <div ref={ref}>{placeholders}</div>;
  return (
    <Suspense fallback={placeholders}>
      <ServerSections server={server} />
    </Suspense>
  );
}

function SectionPlaceholders({ loading }: { loading: boolean }) {
  const t = useMessages(serverMessages);
  return lowerSections.map(({ key, anchor }) => (
    <SectionPlaceholder key={key} id={anchor} title={t(key)}>
      {loading ? <LoadingState /> : <div className="h-14" />}
    </SectionPlaceholder>
  ));
}
