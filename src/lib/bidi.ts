/**
 * The embedding, override and isolate controls (U+202A–U+202E, U+2066–U+2069). In a name or ID
 * from the server they can make `gnp.exe` read as `exe.png`; shown as a visible marker instead,
 * nothing is reordered and the reader sees that the text carries one.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

const marker = (control: string) =>
  `[U+${control.codePointAt(0)?.toString(16).toUpperCase() ?? ''}]`;

/** `text` with every bidi control replaced by a visible `[U+202E]` marker. */
export function revealBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, marker);
}
