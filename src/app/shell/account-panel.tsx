import { Eye, LogOut, ShieldCheck } from 'lucide-react';
import { ClearJournalAtSignOutOption } from '../../components/journal/clear-at-sign-out-option';
import { LearnedPermissions } from '../../components/permissions/learned-permissions-list';
import { useLearnedPermissions } from '../../components/permissions/use-learned-permissions';
import { Button } from '../../components/ui/button';
import { signOut } from '../../components/sign-out';
import { useReadOnly } from '../../components/use-session';
import { useMessages } from '../../i18n/use-messages';
import { accountPanelMessages } from './account-panel-messages';
import { LanguageSwitch } from '../preference-switches';
import { ThemeSwitch } from '../theme-switch';
import { shellMessages } from './shell-messages';

/** The API cannot say what a key may do, so the panel never claims full access: only what it learned. */
function useSessionWords() {
  const readOnly = useReadOnly();
  const { facts } = useLearnedPermissions();
  if (readOnly)
    return { readOnly, kind: 'sessionReadOnly', detail: 'sessionReadOnlyDetail' } as const;
  return facts.some((fact) => fact.kind === 'write')
    ? ({ readOnly, kind: 'sessionSomeChanges', detail: 'sessionSomeChangesDetail' } as const)
    : ({ readOnly, kind: 'sessionChanges', detail: 'sessionChangesDetail' } as const);
}

function SessionKind() {
  const t = useMessages(accountPanelMessages);
  const { readOnly, kind, detail } = useSessionWords();
  const Icon = readOnly ? Eye : ShieldCheck;
  return (
    <div className="flex gap-3">
      <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-slate-600 dark:text-slate-300" />
      <div>
        <p className="muted text-xs">{t('sessionKind')}</p>
        <p className="font-medium">{t(kind)}</p>
        <p className="muted text-xs">{t(detail)}</p>
      </div>
    </div>
  );
}

/** What the account menu holds; its own chunk, fetched when the menu first opens. */
export default function AccountPanel() {
  const shellT = useMessages(shellMessages);
  return (
    <>
      <SessionKind />
      <LearnedPermissions />
      <div className="space-y-3 border-t border-slate-200 pt-4 dark:border-slate-700">
        <LanguageSwitch showLabel />
        <ThemeSwitch showLabel />
      </div>
      <div className="space-y-3 border-t border-slate-200 pt-4 dark:border-slate-700">
        <ClearJournalAtSignOutOption />
        <Button className="w-full justify-center" onClick={signOut}>
          <LogOut aria-hidden className="size-4" />
          {shellT('signOut')}
        </Button>
      </div>
    </>
  );
}
