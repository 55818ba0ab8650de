/**
 * The `validation` text namespace in English: the contracts' validation catalogue, keyed
 * without its `validation.` prefix (`validation:required`).
 */
import { VALIDATION_TEXTS_EN, type ValidationKey } from '@app/contracts/values';

type StripPrefix<K> = K extends `validation.${infer Rest}` ? Rest : never;

const texts = Object.fromEntries(
  Object.entries(VALIDATION_TEXTS_EN).map(([key, text]) => [
    key.replace(/^validation\./, ''),
    text,
  ]),
) as { [K in StripPrefix<ValidationKey>]: string };

export default texts;
