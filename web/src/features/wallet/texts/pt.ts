/** The `wallet` text namespace in Portuguese (PT): missing keys fall back to English. */
import type { TranslationOf } from '../../../i18n/index.ts';
import type english from './en.ts';

const texts: TranslationOf<typeof english> = {
  tabs: { deposit: 'Depósito', withdraw: 'Saque', history: 'Histórico' },
  ranges: { today: 'Hoje', yesterday: 'Ontem', '7days': '7 dias', '30days': '30 dias' },
  status: { pending: 'Pendente', approved: 'Concluído', rejected: 'Recusado' },
  amount: 'Valor',
  deposit: { submitEmpty: 'Depositar', done: 'Concluir' },
  withdraw: { submitEmpty: 'Sacar', done: 'Concluir' },
};

export default texts;
