/** The salary, dividend and hourly contracts and the contract-request alert, in Portuguese. */
import type { TranslationOf } from '../../../i18n/index.ts';
import type english from './en.ts';

const texts: TranslationOf<typeof english> = {
  kinds: {
    salary: 'contrato de salário',
    dividend: 'contrato de dividendos',
    hourly: 'contrato de salário por hora',
  },
  alert: {
    title: 'Oferta de contrato',
    body: 'Seu superior oferece a você um {{kind}}. Abra para aceitar ou recusar.',
    go: 'Ir',
    cancel: 'Cancelar',
  },
  pending: {
    title: 'Aguardando sua resposta',
    offeredBy: 'Oferecido por {{upline}} em {{date}}',
    accept: 'Aceitar',
    decline: 'Recusar',
    accepted: 'Contrato aceito',
    declined: 'Contrato recusado',
  },
  current: {
    title: 'Seu contrato',
    empty: 'Ainda sem contrato. Quando seu superior oferecer um, ele aparece aqui.',
    upline: 'Superior',
    since: 'Desde',
    period: 'Liquidado a cada',
    periods: { HALF_MONTH: 'meio mês', MONTH: 'mês' },
  },
  tiers: {
    label: 'Condições',
    level: 'Nível {{level}}',
    needs: 'Volume da equipe a partir de {{turnover}}, {{members}} membros ativos',
    salary: '{{amount}} por dia',
    hourly: '{{amount}} por hora',
    dividend: '{{rate}} da perda líquida',
  },
  income: {
    title: 'Rendimentos',
    previous: 'Período anterior',
    current: 'Período atual',
    running: 'Em curso',
    turnover: 'Volume da equipe',
    activeMembers: 'Membros ativos',
    level: 'Nível alcançado',
    noLevel: 'Nenhum ainda',
    amount: 'Ganho até agora',
  },
  payout: {
    action: 'Receber na minha carteira',
    done: '{{amount}} creditado na sua carteira',
  },
  records: {
    title: 'Registros',
    from: 'De',
    to: 'Até',
    label: 'Registros de rendimentos',
    empty: 'Nenhum registro nestas datas.',
    turnover: 'Volume {{amount}} · {{members}} ativos',
    status: { paid: 'Pago', payable: 'A receber', pending: 'Pendente' },
  },
  history: {
    title: 'Histórico',
    label: 'Decisões de contrato',
    empty: 'Nenhuma decisão ainda.',
    accepted: 'Aceito',
    declined: 'Recusado',
    offered: 'Oferecido por {{upline}} em {{date}}',
    decidedOn: 'Decidido em {{date}}',
    noUpline: 'seu superior',
  },
};

export default texts;
