// The XState inspector only exists in development builds; tests never inspect.
export function createInspector(): undefined {
  return undefined;
}
