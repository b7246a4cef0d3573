import { forgetAll, forgetFact } from '../../api/core/learned-permissions';
import { useMessages } from '../../i18n/use-messages';
import { Button } from '../ui/button';
import { permissionMessages } from './messages';
import { ReadOnlyOffer } from './read-only-offer';
import { useDescribeFact, useLearnedPermissions } from './use-learned-permissions';

/**
 * For the account menu: what this session learned its key cannot do, each with "Forget" (the
 * action is offered again and the API decides), and the read-only offer while it stands.
 */
export function LearnedPermissions() {
  const t = useMessages(permissionMessages);
  const describe = useDescribeFact();
  const { facts } = useLearnedPermissions();
  return (
    <section aria-labelledby="learned-permissions-title" className="text-sm">
      <h2 id="learned-permissions-title" className="font-semibold">
        {t('learnedTitle')}
      </h2>
      {facts.length === 0 ? (
        <p className="mt-1 text-slate-600 dark:text-slate-300">{t('learnedEmpty')}</p>
      ) : (
        <>
          <p className="mt-1 text-xs text-slate-600 dark:text-slate-300">{t('learnedHint')}</p>
          <ul className="mt-2 flex flex-col gap-1">
            {facts.map((fact) => {
              const what = describe(fact);
              return (
                <li
                  key={`${fact.kind}:${fact.scopes.join('+')}`}
                  className="flex items-center gap-2"
                >
                  <span className="grow">{t('cannot', { what })}</span>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t('forgetLabel', { what })}
                    onClick={() => forgetFact(fact)}
                  >
                    {t('forget')}
                  </Button>
                </li>
              );
            })}
          </ul>
          {facts.length > 1 && (
            <Button size="sm" className="mt-2" onClick={forgetAll}>
              {t('forgetAll')}
            </Button>
          )}
        </>
      )}
      <ReadOnlyOffer />
    </section>
  );
}
