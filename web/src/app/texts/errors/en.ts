/**
 * The `errors` text namespace in English: the contracts' error catalogue (spec section 8, the
 * key the BFF sends as `appCode`), so the texts stay the spec's own wording.
 */
import { ERROR_TEXTS_EN } from '@app/contracts/values';

const texts = {
  ...ERROR_TEXTS_EN,
  retryAfter_one: 'Please wait {{count}} second.',
  retryAfter_other: 'Please wait {{count}} seconds.',
  retryAfterMinutes_one: 'Please wait {{count}} minute.',
  retryAfterMinutes_other: 'Please wait {{count}} minutes.',
  breakEnds: 'Your break ends on {{until}}.',
};

export default texts;
