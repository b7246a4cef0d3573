import { createStore, get, set } from 'idb-keyval';

const meta = createStore('panel-journal', 'meta');
let salt: Promise<string> | null = null;

function hex(bytes: ArrayBuffer | Uint8Array): string {
  return Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A random salt made once per device, so the same key names different stores elsewhere. */
function deviceSalt(): Promise<string> {
  salt ??= get<string>('salt', meta).then(async (saved) => {
    if (saved) return saved;
    const made = hex(crypto.getRandomValues(new Uint8Array(16)));
    await set('salt', made, meta);
    return made;
  });
  return salt;
}

/**
 * Names an account on this device without keeping its key: SHA-256 of the salt and the key. The
 * one name for an account's journal, its shared operations and its recently visited pages.
 */
export async function accountIdOf(apiKey: string): Promise<string> {
  const text = new TextEncoder().encode(`${await deviceSalt()}:${apiKey}`);
  return hex(await crypto.subtle.digest('SHA-256', text));
}
