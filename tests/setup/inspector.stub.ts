// The XState inspector only exists in development builds; tests never inspect.
export async function createInspector(): Promise<undefined> {
  return undefined;
}
