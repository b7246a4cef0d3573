/**
 * A URL from the server becomes a link only when it is https (webmail and payment links carry
 * one-time tokens; anything else — javascript:, data:, http: — is shown as text, if at all).
 */
export function safeExternalUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' && !url.username && !url.password
      ? url.href
      : null;
  } catch {
    return null;
  }
}
