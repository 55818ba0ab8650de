/** The `content` text namespace in Filipino (TY): missing keys fall back to English. */
import type { TranslationOf } from '../../../i18n/index.ts';
import type english from './en.ts';

const texts: TranslationOf<typeof english> = {
  marquee: {
    label: 'Mga anunsyo',
    empty: 'Walang anunsyo',
  },
  content: {
    videos: 'Mga video',
    popupTitle: 'Anunsyo',
  },
};

export default texts;
