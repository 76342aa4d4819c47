// What a failed request says to the user, decided once for toasts, forms and pages: the gateway's own words when
// it sent some (SPEC 8), else the catalog key of the request layer's typed error (translated where it is shown).

export interface UserMessage {
  /** The gateway's own words, shown as sent. */
  text?: string;
  /** Catalog key of the localized text, when there are no server words. */
  messageKey?: string;
  values?: Record<string, string | number>;
}

/** The message of `error` (a typed request error, or anything thrown); an unknown failure says errors.unknown. */
export function userMessageOf(error: unknown): UserMessage {
  const { serverMessage, messageKey, values } = (error ?? {}) as {
    serverMessage?: unknown;
    messageKey?: unknown;
    values?: unknown;
  };
  if (typeof serverMessage === 'string' && serverMessage !== '') return { text: serverMessage };
  return {
    messageKey: typeof messageKey === 'string' && messageKey !== '' ? messageKey : 'errors.unknown',
    ...(typeof values === 'object' && values !== null ? { values: values as Record<string, string | number> } : {}),
  };
}
