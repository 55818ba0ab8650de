/** The `routes` text namespace in Portuguese (PT): missing keys fall back to English. */
import type { TranslationOf } from '../../../i18n/index.ts';
import type english from './en.ts';

const texts: TranslationOf<typeof english> = {
  titles: {
    home: 'Início',
    login: 'Entrar',
    register: 'Registrar',
    changePsw: 'Alterar senha',
    forget: 'Esqueci a senha',
    help: 'Central de ajuda',
    helpDetail: 'Central de ajuda',
    notice: 'Anúncios',
    webEmail: 'Caixa de entrada',
    message: 'Central de mensagens',
    activity: 'Promoções',
    hot: 'Jogos populares',
    fav: 'Favoritos',
    recent: 'Jogos recentes',
    vip: 'Clube VIP',
    memberHome: 'Centro do membro',
    voucherCenter: 'Depósito e promoções',
    withdraw: 'Saque',
  },
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
