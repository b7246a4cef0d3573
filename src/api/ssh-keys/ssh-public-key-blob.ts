const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** Strict base64 (padding may be left off, nothing else is tolerated); null when it is not. */
export function decodeBase64(text: string): Uint8Array<ArrayBuffer> | null {
  if (!BASE64.test(text)) return null;
  const unpadded = text.replace(/=+$/, '');
  if (unpadded.length % 4 === 1) return null;
  if (unpadded.length !== text.length && text.length % 4 !== 0) return null;
  const padded = unpadded.padEnd(Math.ceil(unpadded.length / 4) * 4, '=');
  let binary: string;
  try {
    binary = atob(padded);
  } catch {
    return null;
  }
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

export function encodeBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * Splits an SSH wire-format blob into its length-prefixed fields (RFC 4251 `string`: a 32-bit
 * big-endian length, then that many bytes). Null when a length runs past the end.
 */
export function readSshFields(blob: Uint8Array): Uint8Array[] | null {
  const fields: Uint8Array[] = [];
  let offset = 0;
  while (offset < blob.length) {
    if (offset + 4 > blob.length) return null;
    const length = new DataView(blob.buffer, blob.byteOffset + offset, 4).getUint32(0);
    offset += 4;
    if (offset + length > blob.length) return null;
    fields.push(blob.subarray(offset, offset + length));
    offset += length;
  }
  return fields;
}

/** A field read as ASCII text (type and curve names); other bytes make it unreadable. */
export function fieldText(field: Uint8Array | undefined): string | null {
  if (!field) return null;
  let text = '';
  for (const byte of field) {
    if (byte < 0x20 || byte > 0x7e) return null;
    text += String.fromCharCode(byte);
  }
  return text;
}
