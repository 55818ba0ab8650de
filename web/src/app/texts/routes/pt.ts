/** The `routes` text namespace in Portuguese (PT): missing keys fall back to English. */
import type { TranslationOf } from '../../../i18n/index.ts';
import type english from './en.ts';

const texts: TranslationOf<typeof english> = {
  placeholder: {
    text: 'Esta página estará disponível em breve.',
    home: 'Ir para o início',
  },
  featureOff: {
    text: 'Esta promoção ou recurso não está disponível no momento. Volte mais tarde.',
    home: 'Voltar ao início',
  },
};

export default texts;
