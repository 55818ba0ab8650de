import { TIMINGS_MS, type LanguageCode } from '@app/contracts/values';
import { useDebouncedValue } from '../lib/use-debounced-value.ts';
import { useLanguage } from './index.ts';

/**
 * The language data is asked in: the player's, a change taking effect after 250 ms (spec
 * section 9), so a player running through the picker reloads the data once.
 */
export function useDataLanguage(): LanguageCode {
  return useDebouncedValue(useLanguage(), TIMINGS_MS.languageReloadDebounce);
}
