/**
 * What the panel keeps on this device across visits beyond preferences: per account, recently
 * visited pages, named by a salted hash of the key (the salt is in IndexedDB). Never the key,
 * never a response; the writes are here so the lint rule on localStorage keeps one reviewed place each.
 */
const prefix = 'panel.';

export function readDeviceEntry(name: string): string | null {
  try {
    return localStorage.getItem(prefix + name);
  } catch {
    return null;
  }
}

export function writeDeviceEntry(name: string, value: string): void {
  try {
    // eslint-disable-next-line no-restricted-syntax -- hashed-account visit lists only
    localStorage.setItem(prefix + name, value);
  } catch {
    // Storage can be unavailable; the entry then lasts for this visit only.
  }
}

export function removeDeviceEntry(name: string): void {
  try {
    localStorage.removeItem(prefix + name);
  } catch {
    // Nothing was kept then.
  }
}
