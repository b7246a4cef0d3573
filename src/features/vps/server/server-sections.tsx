import type { Vps } from '../../../api/vps';
import { useScrollToLinkedAnchor } from '../../../components/use-scroll-to-linked-anchor';
import { BackupsSection } from '../backups/backups-section';
import { FirmwareSection } from '../firmware/firmware-section';
import { RebuildSection } from '../rebuild/rebuild-section';
import { SshAccessSection } from '../ssh-access/ssh-access-section';
import { lowerSectionAnchors } from './lower-section-list';

/** The sections under power, in one chunk: they come onto the page together (see LowerSections). */
export function ServerSections({ server }: { server: Vps }) {
  // Together, so a link to one of them lands where it stays once the ones above it are in.
  useScrollToLinkedAnchor(lowerSectionAnchors);
  return (
    <>
      <FirmwareSection server={server} />
      <RebuildSection server={server} />
      <SshAccessSection server={server} />
      <BackupsSection server={server} />
    </>
  );
}
