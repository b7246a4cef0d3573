import { lazy, Suspense, type ComponentType } from 'react';
import type { Vps } from '../../../api/vps';
import { LoadingState } from '../../../components/ui/states';

type SectionProps = { server: Vps };

// The sections under the summary and power are chunks of their own. Their code (the forms stack
// among it) is then evaluated, and they are rendered and committed, each in tasks of their own
// after the top of the page, rather than all in one long task with it. Their downloads start with
// this module, beside the server's own data.
function lazySection(load: Promise<ComponentType<SectionProps>>) {
  return lazy(() => load.then((Component) => ({ default: Component })));
}

const FirmwareSection = lazySection(import('../firmware/firmware-section').then((module) => module.FirmwareSection));
const RebuildSection = lazySection(import('../rebuild/rebuild-section').then((module) => module.RebuildSection));
const SshAccessSection = lazySection(import('../ssh-access/ssh-access-section').then((module) => module.SshAccessSection));
const BackupsSection = lazySection(import('../backups/backups-section').then((module) => module.BackupsSection));

export const lowerSections = [
  { key: 'firmware', anchor: 'firmware', Component: FirmwareSection },
  { key: 'rebuild', anchor: 'rebuild', Component: RebuildSection },
  { key: 'sshAccess', anchor: 'ssh-access', Component: SshAccessSection },
  { key: 'backups', anchor: 'backups', Component: BackupsSection },
] as const;

/**
 * Each lower section behind its own boundary, so each appears as soon as its code is in. Until
 * then a card keeps its place (and its anchor for the page's section links).
 */
export function LowerSections({ server }: SectionProps) {
  return lowerSections.map(({ key, anchor, Component }) => (
    <Suspense key={key} fallback={<div id={anchor} className="card mb-6"><LoadingState /></div>}>
      <Component server={server} />
    </Suspense>
  ));
}
