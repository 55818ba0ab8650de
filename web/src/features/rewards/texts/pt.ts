/** The `rewards` text namespace in Portuguese. */
import type { TranslationOf } from '../../../i18n/index.ts';
import type english from './en.ts';

const texts: TranslationOf<typeof english> = {
  center: {
    label: 'Suas recompensas',
    tabs: { claimable: 'A resgatar', history: 'Resgatadas' },
    claim: 'Resgatar',
    claimed: '{{amount}} adicionado ao seu saldo.',
    expires: 'Resgate até {{date}}',
    claimedOn: 'Resgatada em {{date}}',
    expired: 'Expirada',
    status: { claimed: 'Resgatada', expired: 'Expirada', claimable: 'A resgatar' },
    noneToClaim:
      'Nenhuma recompensa para resgatar agora. Jogue, participe de promoções e gire a roda para ganhar mais.',
    noHistory: 'As recompensas que você resgatar aparecerão aqui.',
  },
  turntable: {
    title: 'Roleta da sorte',
    wheel: 'Roda de prêmios: {{prizes}}',
    prizes: 'Prêmios: {{prizes}}',
    spins_one: 'Você tem {{count}} giro',
    spins_other: 'Você tem {{count}} giros',
    spin: 'Girar',
    noSpins: 'Sem giros. Deposite, jogue e participe de promoções para ganhar mais.',
    won: 'Você ganhou {{prize}}! {{amount}} foi adicionado ao seu saldo.',
  },
  received: {
    title: 'Recebidos',
    turntable: 'Roleta',
    empty: 'Nada recebido ainda. Gire a roda para ganhar seu primeiro prêmio.',
  },
  board: {
    title: 'Classificação',
    caption: 'Os jogadores classificados por apostas',
    period: '{{from}} a {{to}}',
    mine: 'Sua posição',
    myRank: 'Sua posição: #{{rank}} · {{score}}',
    unranked: 'Você ainda não está classificado. Jogue para entrar na tabela.',
    rank: 'Posição',
    player: 'Jogador',
    score: 'Apostas',
    prize: 'Prêmio',
    empty: 'Ninguém na tabela ainda.',
  },
};

export default texts;
