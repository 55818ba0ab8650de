/** The `help` text namespace in Portuguese (PT): missing keys fall back to English. */
import type { TranslationOf } from '../../../i18n/index.ts';
import type english from './en.ts';

const texts: TranslationOf<typeof english> = {
  help: {
    topics: 'Tópicos de ajuda',
    footer: 'Ajuda e informações',
    accept: 'Aceitar',
    allTopics: 'Todos os tópicos',
    empty: 'Ainda não há tópicos de ajuda.',
    home: 'Ir para o início',
    loading: 'A carregar os tópicos de ajuda',
    untitled: 'Tópico {{number}}',
  },
};

export default texts;
