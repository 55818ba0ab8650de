/**
 * A `t` that follows a language change only once the language has stayed put for `delayMs`
 * (spec: the login's error texts are re-evaluated on a language change, debounced 200 ms). A
 * form keeps the error it showed, not its text, and renders it with this `t`, so a message
 * shown in English reads in Filipino after the switch, without flickering through every
 * language the player passes on the way.
 */
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';

export function useSettledT(namespaces: readonly string[], delayMs: number): TFunction {
  const { i18n } = useTranslation(namespaces as string[]);
  const [settled, setSettled] = useState(i18n.language);
  useEffect(() => {
    const id = window.setTimeout(() => setSettled(i18n.language), delayMs);
    return () => window.clearTimeout(id);
  }, [i18n.language, delayMs]);
  const key = namespaces.join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for the namespaces.
  return useMemo(() => i18n.getFixedT(settled, namespaces as string[]), [i18n, settled, key]);
}
