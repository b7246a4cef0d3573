import type { Catalog, Params, Translate } from '../../i18n/messages';

/**
 * Request schemas in src/api use message keys for their own rules; zod's built-in messages and
 * texts from the server are already readable and are shown as they are.
 */
export function fieldMessage<E extends Catalog>(t: Translate<E>, message: string | undefined, params?: Params): string | undefined {
  if (message === undefined) return undefined;
  return t.has(message) ? t(message, params) : message;
}
