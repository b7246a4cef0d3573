import { useState } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { commonMessages } from '../messages';
import { Button } from './button';

/**
 * Copies on click (a user gesture, as the Clipboard API wants) and says so in a live region.
 * With `text` the visible words are the name (WCAG 2.5.3, label in name); `label` names it otherwise.
 */
export function CopyButton({
  value,
  label,
  text,
}: {
  value: string;
  label?: string;
  text?: string;
}) {
  const t = useMessages(commonMessages);
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <span className="inline-flex items-center gap-2">
      <Button
        size="sm"
        variant="ghost"
        onClick={copy}
        aria-label={text ? undefined : t('copyLabel', { label: label ?? '' })}
      >
        {text ?? t('copy')}
      </Button>
      <span role="status" aria-live="polite" className="text-xs text-slate-600 dark:text-slate-300">
        {state === 'copied' ? t('copied') : state === 'failed' ? t('copyFailed') : ''}
      </span>
    </span>
  );
}
