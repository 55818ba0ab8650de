/** The `content` text namespace in Portuguese (PT): missing keys fall back to English. */
import type { TranslationOf } from '../../../i18n/index.ts';
import type english from './en.ts';

const texts: TranslationOf<typeof english> = {
  marquee: {
    label: 'Anúncios',
    empty: 'Nenhum anúncio',
  },
  content: {
    videos: 'Vídeos',
    popupTitle: 'Aviso',
  },
};

export default texts;
