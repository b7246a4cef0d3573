// The opt-in browser notification for operations that end while the tab is hidden. Asked for only
// when the person ticks the box (never at sign-in, never as a surprise prompt).

import { readPreference, writePreference } from '../../lib/preferences';

export function notificationsSupported(): boolean {
  return typeof window !== 'undefined' && 'Notification' in window;
}

export function notificationPermission(): NotificationPermission | null {
  return notificationsSupported() ? Notification.permission : null;
}

/** Ticked, and the browser allows it. */
export function wantsBrowserNotices(): boolean {
  return readPreference('notifyEnds') === 'on' && notificationPermission() === 'granted';
}

export async function setBrowserNotices(on: boolean): Promise<NotificationPermission | null> {
  writePreference('notifyEnds', on ? 'on' : 'off');
  if (!on || !notificationsSupported()) return notificationPermission();
  if (Notification.permission === 'default') return Notification.requestPermission();
  return Notification.permission;
}

export function showBrowserNotice(title: string, body: string, tag: string) {
  if (!wantsBrowserNotices()) return;
  const notice = new Notification(title, { body, tag });
  notice.onclick = () => {
    window.focus();
    notice.close();
  };
}
