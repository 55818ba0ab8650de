/** The `gameList` text namespace in Portuguese (PT): missing keys fall back to English. */
import type { TranslationOf } from '../../../../i18n/index.ts';
import type english from './en.ts';

const texts: TranslationOf<typeof english> = {
  home: 'Voltar ao início',
  search: 'Pesquisar jogos',
  categories: 'Categorias',
  providers: 'Fornecedores',
  online: '{{count}} jogando',
  listLabel: 'Jogos',
  viewAll: 'Ver todos',
  allProviders: 'Todos os fornecedores',
  noProviders: 'Nenhum fornecedor encontrado.',
  vendorDrawer: {
    open: 'Todos os fornecedores',
    title: 'Fornecedores de jogos',
  },
  filter: {
    open: 'Filtrar',
    title: 'Filtrar jogos',
    close: 'Fechar',
    provider: 'Fornecedor',
    subType: 'Tipo de jogo',
    minBet: 'Aposta mínima',
    reset: 'Limpar',
    apply: 'Aplicar',
    otherCategories: 'Outras categorias',
  },
  classify: {
    all: 'Todos',
    new: 'Novos',
    fav: 'Favoritos',
    hot: 'Populares',
    recent: 'Recentes',
  },
  empty: 'Nenhum jogo encontrado',
  emptyFavourites: 'Ainda sem jogos favoritos: toque no coração de um jogo para guardá-lo aqui.',
  emptyRecent: 'Ainda não jogou nenhum jogo.',
};

export default texts;
