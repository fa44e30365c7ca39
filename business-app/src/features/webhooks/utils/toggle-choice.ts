/**
 * A set of checkboxes' choice after one is ticked or cleared: kept in the order of `all` whatever
 * order they were ticked in, so what is sent and shown reads the same way every time.
 */
export function toggleChoice<T>(all: readonly T[], chosen: readonly T[], item: T, on: boolean): T[] {
  return on ? all.filter((x) => x === item || chosen.includes(x)) : chosen.filter((x) => x !== item);
}
