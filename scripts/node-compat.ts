/**
 * Node 20 lacks Map.groupBy (Node 21+), which Vitest 5's reporter calls when printing failures.
 * Loaded by vite.config.ts so the test runner works on the Node 20 that the README promises.
 */
const mapWithGroupBy = Map as MapConstructor & {
  groupBy?: <K, T>(items: Iterable<T>, key: (item: T, index: number) => K) => Map<K, T[]>;
};
if (typeof mapWithGroupBy.groupBy !== 'function') {
  mapWithGroupBy.groupBy = <K, T>(items: Iterable<T>, key: (item: T, index: number) => K) => {
    const groups = new Map<K, T[]>();
    let index = 0;
    for (const item of items) {
      const k = key(item, index++);
      const group = groups.get(k);
      if (group) group.push(item);
      else groups.set(k, [item]);
    }
    return groups;
  };
}
const objectWithGroupBy = Object as ObjectConstructor & {
  groupBy?: <T>(items: Iterable<T>, key: (item: T, index: number) => PropertyKey) => Record<PropertyKey, T[]>;
};
if (typeof objectWithGroupBy.groupBy !== 'function') {
  objectWithGroupBy.groupBy = <T>(items: Iterable<T>, key: (item: T, index: number) => PropertyKey) => {
    const groups: Record<PropertyKey, T[]> = Object.create(null);
    let index = 0;
    for (const item of items) {
      const k = key(item, index++);
      const group = groups[k] ?? [];
      group.push(item);
      groups[k] = group;
    }
    return groups;
  };
}

export {};
