import { ApiError } from '../../../api/core/errors';
import { safeExternalUrl } from '../../../api/core/safe-url';

/** The part of a browser window the webmail sign-in uses. */
export interface LoginWindow {
  opener: unknown;
  closed: boolean;
  location: { replace: (url: string) => void };
  close: () => void;
}

/**
 * Opens an empty tab while the click still counts as a user gesture, so the link can be put in
 * it when it arrives; null when the browser refuses (the page then offers a second click).
 */
export function preopenLoginWindow(): LoginWindow | null {
  const target = window.open('', '_blank');
  if (target) target.opener = null;
  return target;
}

/** The link as something safe to open (https only), or a refusal that says why. */
export function safeLoginUrl(loginUrl: string): string {
  const safe = safeExternalUrl(loginUrl);
  if (!safe)
    throw new ApiError({
      kind: 'unsafe_url',
      title: 'Refused URL',
      detail: 'The webmail sign-in link was not an https address, so it was not opened.',
    });
  return safe;
}

/** Second-click fallback: a fresh tab with no way back to the panel. */
export function openInNewTab(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}
