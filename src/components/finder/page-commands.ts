import { useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import type { Catalog, Params, Translate } from '../../i18n/messages';
import { nameParams } from '../ui/stored-text';

/**
 * An action of the resource in view, offered by the finder while its page is shown. `run` does
 * what the page's own button does (opens the same confirm dialog, or sends the same request), and
 * `blocked` is the reason that button shows when it is disabled, so the finder keeps the gates.
 */
export interface PageCommand {
  id: string;
  /** As text: what the finder searches and the option's name. */
  label: string;
  /** What the finder shows, when the label holds a name from the server (`commandLabel`). */
  content?: ReactNode;
  blocked: string | null;
  run: () => void;
}

let commands: PageCommand[] = [];
const owners = new Map<symbol, PageCommand[]>();
const listeners = new Set<() => void>();

function publish() {
  commands = [...owners.values()].flat();
  for (const listener of listeners) listener();
}

export const pageCommandStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: (): PageCommand[] => commands,
};

export function usePageCommandList(): PageCommand[] {
  return useSyncExternalStore(
    pageCommandStore.subscribe,
    pageCommandStore.getSnapshot,
    pageCommandStore.getSnapshot,
  );
}

/**
 * A command's label from a catalog: as text, and as shown, with each value from the server (a
 * server's or a zone's name) isolated and kept whole (`InlineName`).
 */
export function commandLabel<E extends Catalog>(
  t: Translate<E>,
  key: keyof E & string,
  params: Params,
): Pick<PageCommand, 'label' | 'content'> {
  return { label: t(key, params), content: t.rich(key, nameParams(params)) };
}

/**
 * A page section offers its actions to the finder while it is shown. Only id, label and reason
 * re-register (what is shown follows its label); `run` is read when the command runs, so it
 * always sees the page's current state. A gate that is missing (the action not offered) is left
 * out by the caller.
 */
export function usePageCommands(list: PageCommand[]) {
  const latest = useRef(list);
  // Updated before the registering effect below runs (effects run in order).
  useEffect(() => {
    latest.current = list;
  });
  const signature = JSON.stringify(list.map(({ id, label, blocked }) => [id, label, blocked]));
  useEffect(() => {
    const owner = Symbol('page commands');
    owners.set(
      owner,
      latest.current.map(({ id, label, content, blocked }) => ({
        id,
        label,
        content,
        blocked,
        run: () => {
          const command = latest.current.find((candidate) => candidate.id === id);
          // An action its page has turned off is not sent, whoever calls it.
          if (command?.blocked === null) command.run();
        },
      })),
    );
    publish();
    return () => {
      owners.delete(owner);
      publish();
    };
  }, [signature]);
}
