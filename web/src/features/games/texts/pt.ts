/** The `games` text namespace in Portuguese (PT): missing keys fall back to English. */
import type { TranslationOf } from '../../../i18n/index.ts';
import type english from './en.ts';

const texts: TranslationOf<typeof english> = {
  games: {
    loginFirst: 'Você não está conectado, faça login primeiro',
    saved: 'Salvo nos favoritos',
    favourite: 'Favorito: {{name}}',
    chooseMode: 'Jogar com dinheiro real ou experimentar grátis?',
    playReal: 'Dinheiro real',
    playFree: 'Jogo grátis',
    opening: 'Abrindo o jogo…',
    close: 'Fechar',
    playNow: 'Jogar agora',
    winners: 'Últimos Vencedores',
    events: 'Próximos Eventos',
    vs: 'x',
    betNow: 'Apostar Agora',
  },
  rows: {
    HOT: 'Jogos em Alta',
    FISH: 'Pescaria',
    RNG: 'Slots',
    LIVE: 'Cassino ao Vivo',
    SPORTS: 'Esportes',
    FAV: 'Favoritos',
  },
};

export default texts;
