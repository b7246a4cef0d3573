import { z } from './z';

/** A string the server may add to an enumeration after this panel was built. */
export type Unknown = string & { readonly __unknownEnumValue?: never };

/**
 * Responses accept unknown enumeration values (a newer server may add states) while the type
 * still lists the known ones; request bodies use the strict `z.enum` of the same list.
 */
export function lenientEnum<const T extends readonly [string, ...string[]]>(_values: T) {
  return z.custom<T[number] | Unknown>((value) => typeof value === 'string', {
    message: 'Expected a string',
  });
}

export function isKnown<const T extends readonly string[]>(
  values: T,
  value: string,
): value is T[number] {
  return (values as readonly string[]).includes(value);
}
