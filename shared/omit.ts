// A copy of an object without some of its keys (what `const { a: _, ...rest } = obj` does, for keys known only at run time too).

/** The object's own enumerable string-keyed properties, in order, except `keys`. */
export function omit<T extends object, K extends keyof T>(obj: T, keys: readonly K[]): Omit<T, K> {
  const dropped = new Set<PropertyKey>(keys);
  return Object.fromEntries(Object.entries(obj).filter(([key]) => !dropped.has(key))) as Omit<T, K>;
}
