export { pointerErrors, type PointerError } from '../validation';
import { pointerTo as pointerToPath } from '../validation';

/** A JSON pointer to a place in the body (`/records/0/ttl`); no tokens is the whole body. */
export function pointerTo(...tokens: readonly PropertyKey[]): string {
  return pointerToPath(tokens);
}
