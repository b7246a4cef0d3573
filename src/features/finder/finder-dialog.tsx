import { Command } from 'cmdk';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Dialog } from '../../components/ui/dialog';
import { ServerText } from '../../components/ui/server-text';
import { useMessages } from '../../i18n/use-messages';
import { useFinderCommands, type FinderCommand } from './finder-commands';
import { FinderCutNotice } from './finder-cut-notice';
import { finderMessages } from './messages';
import { rank, searchable } from './rank';
import { useFinderEntries } from './use-finder-entries';

const RESULT_LIMIT = 15;
const groups = ['pageActions', 'pages', 'preferences', 'account'] as const;

const itemClass =
  'flex cursor-pointer flex-wrap items-baseline justify-between gap-x-3 rounded px-3 py-2 text-sm data-[selected=true]:bg-blue-100 data-[selected=true]:text-blue-950 data-[disabled=true]:cursor-not-allowed data-[disabled=true]:opacity-70 dark:data-[selected=true]:bg-blue-900 dark:data-[selected=true]:text-white';
const headingClass =
  '[&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:py-1 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:text-slate-600 dark:[&_[cmdk-group-heading]]:text-slate-300';

/**
 * The finder: one combobox (cmdk) over the account's resources, the pages, the page's own
 * actions and the preferences. Its own ranking (exact, then prefix, then substring) replaces
 * cmdk's fuzzy filter. Loaded on first open, so its lists are read then too.
 */
export default function FinderDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useMessages(finderMessages);
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const input = useRef<HTMLInputElement>(null);
  // Runs after the Dialog (a child) has called showModal, which focuses the dialog itself.
  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);
  const { entries, cut, loading, failed } = useFinderEntries();
  const commands = useFinderCommands();
  const searchableEntries = useMemo(() => searchable(entries), [entries]);
  const results = rank(searchableEntries, query, RESULT_LIMIT);
  const shownCommands =
    query.trim() === '' ? commands : rank(searchable(commands), query, RESULT_LIMIT);
  const close = () => {
    setQuery('');
    onClose();
  };
  const choose = (run: () => void) => {
    close();
    run();
  };
  const commandItem = (command: FinderCommand) => (
    <Command.Item
      key={command.key}
      value={command.key}
      disabled={command.blocked !== null}
      onSelect={() => choose(command.run)}
      className={itemClass}
    >
      <span>{command.content ?? command.label}</span>
      {command.blocked && (
        <span className="text-xs">{t('blocked', { reason: command.blocked })}</span>
      )}
    </Command.Item>
  );
  return (
    <Dialog open={open} title={t('title')} onClose={close}>
      <Command label={t('input')} shouldFilter={false} loop className="flex flex-col gap-3">
        <Command.Input
          value={query}
          ref={input}
          onValueChange={setQuery}
          placeholder={t('placeholder')}
          className="input"
        />
        <p className="muted text-xs">{t('hint')}</p>
        {failed && <p className="text-xs text-amber-800 dark:text-amber-200">{t('partial')}</p>}
        <Command.List
          label={t('results')}
          className={`max-h-[55vh] overflow-y-auto ${headingClass}`}
        >
          {loading && query.trim() !== '' && <Command.Loading label={t('loading')} />}
          <Command.Empty className="px-3 py-2 text-sm">{t('none')}</Command.Empty>
          {results.length > 0 && (
            <Command.Group heading={t('results')}>
              {results.map((entry) => (
                <Command.Item
                  key={entry.key}
                  value={entry.key}
                  onSelect={() => choose(() => void navigate(entry.href))}
                  className={itemClass}
                >
                  <span className="min-w-0 font-medium [overflow-wrap:anywhere]">
                    <ServerText value={entry.label} />
                    {entry.detail && (
                      <span className="muted ml-2 text-xs font-normal">
                        <ServerText value={entry.detail} />
                      </span>
                    )}
                  </span>
                  <span className="muted text-xs">{t(entry.kind)}</span>
                </Command.Item>
              ))}
            </Command.Group>
          )}
          {groups.map((group) => {
            const inGroup = shownCommands.filter((command) => command.group === group);
            return inGroup.length > 0 ? (
              <Command.Group key={group} heading={t(group)}>
                {inGroup.map(commandItem)}
              </Command.Group>
            ) : null;
          })}
        </Command.List>
        {query.trim() !== '' && <FinderCutNotice cut={cut} onFollow={close} />}
      </Command>
    </Dialog>
  );
}
