import { useEffect, useState } from 'react';
import type { SshPublicKey } from '../../../api/ssh-keys/ssh-public-key';
import { sshKeyFingerprint } from '../../../api/ssh-keys/ssh-public-key-fingerprint';

/** The fingerprint of the key being typed, computed here so it can be compared before importing. */
export function useKeyFingerprint(key: SshPublicKey | null): string | null {
  const [result, setResult] = useState<{ base64: string; fingerprint: string } | null>(null);
  useEffect(() => {
    if (!key) return;
    let current = true;
    void sshKeyFingerprint(key.blob).then((fingerprint) => {
      if (current) setResult({ base64: key.base64, fingerprint });
    });
    return () => {
      current = false;
    };
  }, [key]);
  return key && result?.base64 === key.base64 ? result.fingerprint : null;
}
