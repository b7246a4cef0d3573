/** The map's value for `key`, made with `make` and kept the first time it is asked for. */
export function getOrCreate<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  if (map.has(key)) return map.get(key) as V;
  const value = make();
  map.set(key, value);
  return value;
}
