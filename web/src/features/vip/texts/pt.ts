/** The `vip` text namespace in Portuguese. */
import type { TranslationOf } from '../../../i18n/index.ts';
import type english from './en.ts';

const texts: TranslationOf<typeof english> = {
  tabs: {
    label: 'Clube VIP',
    overview: 'Visão geral',
    levels: 'Níveis VIP',
    host: 'Anfitrião VIP',
  },
  tiers: {
    BRONZE: 'Bronze',
    SILVER: 'Prata',
    GOLD: 'Ouro',
    PLATINUM: 'Platina',
    DIAMOND: 'Diamante',
  },
  card: {
    label: 'Seu nível VIP',
    visitor: 'Entre para ver seu nível VIP e quanto falta para o próximo.',
    login: 'Entrar',
    trial: 'Cadastre uma conta real para entrar no clube VIP.',
    register: 'Cadastre-se agora',
    level: 'VIP {{level}} · {{tier}}',
    progress: 'Progresso até o VIP {{level}}',
    turnover: 'Este mês: {{actual}} de {{expected}} em apostas para chegar ao VIP {{level}}',
    top: 'Você chegou ao nível máximo. Aproveite todos os privilégios!',
    referral: 'Bônus de indicação: {{percent}}% das apostas dos seus amigos, toda semana',
    noReferral: 'Bônus de indicação a partir do VIP 4',
  },
  salary: {
    title: 'Salário VIP',
    intro: 'Todo VIP recebe um salário diário e um mensal; quanto maior o nível, maior o valor.',
    tier: 'Nível',
    daily: 'Diário',
    monthly: 'Mensal',
  },
  referral: {
    title: 'Sistema de indicação VIP',
    invite: 'Convidar amigos',
    text: 'Convide amigos e ganhe uma parte das apostas deles, paga toda semana.',
    silver: 'por semana do VIP 4 ao 9',
    gold: 'por semana do VIP 10 ao 20',
  },
  fund: {
    title: 'Fundo semanal',
    text: 'Toda semana um fundo de bônus é dividido entre os VIPs de cada nível.',
  },
  wheel: {
    title: 'Roda VIP',
    text: 'Gire a roda VIP e resgate seus prêmios no centro de recompensas.',
    open: 'Ir ao centro de recompensas',
  },
  levels: {
    title: 'Níveis VIP',
    intro:
      'Os níveis vão do VIP 0 ao VIP 20, em cinco faixas. Suas apostas do mês fazem você subir.',
    range: 'VIP {{min}}–{{max}}',
    withHost: 'Anfitrião pessoal',
    referral: '{{percent}}% de indicação',
  },
  host: {
    title: 'Seu anfitrião VIP pessoal',
    text: 'A partir do Ouro (VIP {{level}}) um anfitrião pessoal cuida de você: saques mais rápidos, bônus sob medida e convites para eventos. Platina e Diamante têm prioridade.',
    unlocked: 'Seu anfitrião VIP pessoal está liberado',
    locked: 'O anfitrião VIP pessoal é liberado no Ouro',
  },
  banners: { empty: 'Nada para mostrar aqui ainda.' },
};

export default texts;
