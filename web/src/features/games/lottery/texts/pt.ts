/** The `lottery` text namespace in Portuguese (PT): missing keys fall back to English. */
import type { TranslationOf } from '../../../../i18n/index.ts';
import type english from './en.ts';

const texts: TranslationOf<typeof english> = {
  home: 'Voltar ao início',
  close: 'Fechar a loteria',
  frameTitle: 'Jogo de loteria',
  opening: 'Abrindo a loteria…',
  badLink: 'Este link de loteria está incompleto. Escolha uma loteria da lista.',
  toList: 'Lista de loterias',
  sections: {
    LOTT: 'Loteria',
    ELOTT: 'Loteria eletrônica',
  },
  empty: 'Nenhum jogo de loteria no momento.',
};

export default texts;
