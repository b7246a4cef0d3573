import { readDeviceEntry, writeDeviceEntry } from '../../lib/device-storage';

const SALT_ENTRY = 'device-salt';

/** A random value kept on this device, so the hash of a key cannot be looked up elsewhere. */
function deviceSalt(): string {
  const stored = readDeviceEntry(SALT_ENTRY);
  if (stored) return stored;
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const salt = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  writeDeviceEntry(SALT_ENTRY, salt);
  return salt;
}

/**
 * Names an account on this device without keeping its key: SHA-256 over a device salt and the
 * key, so two keys on one device keep apart and the stored name does not reveal either key.
 */
export async function accountHash(apiKey: string): Promise<string> {
  const data = new TextEncoder().encode(`${deviceSalt()}:${apiKey}`);
  const digest = await crypto.subtle.digest('SHA-256', data);
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
