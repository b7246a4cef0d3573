import { useState } from 'react';
import type { Vps } from '../../../api/vps/vps';
import { GatedButton } from '../../../components/ui/gated-button';
import { Notice, Section } from '../../../components/ui/layout';
import { useMessages } from '../../../i18n/use-messages';
import { useOperationBlock } from '../jobs/use-operation-block';
import { rebuildMessages } from './messages';
import { RebuildDialog } from './rebuild-dialog';
import { useAreaWords } from '../../../components/area-words';
import { vpsWords } from '../vps-words';

export function RebuildSection({ server }: { server: Vps }) {
  const t = useMessages(rebuildMessages);
  const reasons = useAreaWords(vpsWords);
  const blockedBy = useOperationBlock(server.id);
  const [open, setOpen] = useState(false);
  // The dialog and its form are made on the first opening, not with the page; after that it stays,
  // so closing it hands focus back where it was.
  const [opened, setOpened] = useState(false);
  return (
    <Section id="rebuild" title={t('title')} description={t('description')}>
      <div className="flex flex-col gap-4">
        {/* The warning as wide as the card, as every notice; the button as wide as its words. */}
        <Notice tone="danger">{t('warning')}</Notice>
        <GatedButton
          className="self-start"
          requires="rebuildVps"
          reasons={reasons}
          variant="danger"
          gate={server.actions?.canRebuild}
          blockedReason={blockedBy('rebuild')}
          onClick={() => {
            setOpened(true);
            setOpen(true);
          }}
        >
          {t('open')}
        </GatedButton>
      </div>
      {opened && <RebuildDialog server={server} open={open} onClose={() => setOpen(false)} />}
    </Section>
  );
}
