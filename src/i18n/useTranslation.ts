// The React side of the translator: the app provides one instance, and a component reads its text through the hook,
// rendering again when the language changes.
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { Translate, Translator } from './translator';

/** Provide with `<I18nContext value={i18n}>` around the app (App.tsx) or a test's tree. */
export const I18nContext = createContext<Translator | null>(null);

export function useTranslation(): { t: Translate; i18n: Translator } {
  const i18n = useContext(I18nContext);
  if (i18n === null) throw new Error('useTranslation needs an <I18nContext> provider above it');
  const t = useSyncExternalStore(i18n.subscribe, () => i18n.translate);
  return { t, i18n };
}
