import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import type { Vps } from '../../../api/vps/vps';
import { vpsSshAccessQuery, type SshAccess } from '../../../api/vps/ssh-access';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { Notice, Section } from '../../../components/ui/layout';
import { RelatedLink } from '../../../components/ui/links';
import { useUnavailableReason } from '../../../components/ssh-access/unavailable-reason';
import { LoadingState } from '../../../components/ui/states';
import { useFormat, useMessages } from '../../../i18n/use-messages';
import { AccessEntriesTable } from './access-entries-table';
import { sshAccessMessages } from './messages';
import { SavedKeysList } from './saved-keys-list';

function Unavailable({ access }: { access: SshAccess }) {
  const t = useMessages(sshAccessMessages);
  const { text, serverText } = useUnavailableReason()(
    access.unavailableReason,
    access.unavailableMessage,
  );
  return (
    <Notice tone="warning" title={t('unavailableTitle')}>
      <p>{text}</p>
      {serverText && <p className="mt-1">{serverText}</p>}
      <p className="mt-1">{t('unavailableNote')}</p>
    </Notice>
  );
}

export function SshAccessSection({ server }: { server: Vps }) {
  const t = useMessages(sshAccessMessages);
  const format = useFormat();
  const query = useQuery(vpsSshAccessQuery(server.id));
  // Renders as a transition, which React splits into short tasks
  // so typing and scrolling never wait for it.
  const access = useDeferredValue(query.data);
  const refresh = (
    <Button size="sm" onClick={() => void query.refetch()} disabled={query.isFetching}>
      {t('refresh')}
    </Button>
  );
  return (
    <Section id="ssh-access" title={t('title')} description={t('description')} actions={refresh}>
      {query.isError ? (
        <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />
      ) : query.isPending || access === undefined ? (
        <LoadingState failureReason={query.failureReason} />
      ) : (
        <div className="flex flex-col gap-4">
          {access.available ? (
            <>
              <p className="muted text-sm">
                {t('checked', { time: format.time(access.checkedAt), user: access.loginUser })}
              </p>
              <AccessEntriesTable access={access} />
              <SavedKeysList savedKeys={access.savedKeys} />
            </>
          ) : (
            <Unavailable access={access} />
          )}
          <RelatedLink to="/vps/ssh-keys">{t('sshKeysLink')}</RelatedLink>
        </div>
      )}
    </Section>
  );
}
