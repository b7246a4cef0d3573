import { useEffect, useSyncExternalStore } from 'react';
import { Toaster, toast } from 'sonner';
import { useMessages } from '../../i18n/use-messages';
import { commonMessages } from '../messages';
import { attachToaster } from './toast-store';

function subscribeToThemeClass(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

const isDark = () => document.documentElement.classList.contains('dark');

/** sonner's toaster, following the panel's theme (the `dark` class), with labels in both languages. */
export default function PanelToaster() {
  const t = useMessages(commonMessages);
  const dark = useSyncExternalStore(subscribeToThemeClass, isDark);
  useEffect(
    () =>
      attachToaster(({ kind, title, description }) => {
        toast[kind](title, { description });
      }),
    [],
  );
  return (
    <Toaster
      theme={dark ? 'dark' : 'light'}
      position="bottom-right"
      richColors
      closeButton
      containerAriaLabel={t('notifications')}
      toastOptions={{ closeButtonAriaLabel: t('closeNotification') }}
    />
  );
}
