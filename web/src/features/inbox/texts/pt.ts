/** The `inbox` text namespace in Portuguese (PT): missing keys fall back to English. */
import type { TranslationOf } from '../../../i18n/index.ts';
import type english from './en.ts';

const texts: TranslationOf<typeof english> = {
  center: {
    back: 'Voltar ao início',
    rowsLabel: 'Mensagens e suporte',
    telegram: 'Telegram',
    telegramHint: 'Entre no nosso canal',
    announcements: 'Anúncios',
    announcementsHint: 'Notícias e avisos',
    messages: 'Mensagens',
    messagesHint: 'A sua caixa de entrada',
    liveChat: 'Chat ao vivo',
    liveChatHint: 'Fale com a nossa equipa de suporte',
    liveChatTitle: 'Chat ao vivo',
    opening: 'A abrir o chat ao vivo…',
    affiliate: 'Serviço de afiliados',
    affiliateHint: 'Dúvidas sobre parceria',
    unread_one: '{{count}} não lida',
    unread_other: '{{count}} não lidas',
    external: '(abre num novo separador)',
  },
  notice: {
    listLabel: 'Anúncios',
    empty: 'Não há anúncios de momento.',
    unread: 'Novo',
    unreadLabel: 'Não lido',
    expand: 'Mostrar',
    collapse: 'Ocultar',
  },
  inbox: {
    listLabel: 'As suas mensagens',
    empty: 'A sua caixa de entrada está vazia.',
    unread: 'Nova',
    unreadLabel: 'Não lida',
    open: 'Ler',
    delete: 'Eliminar',
    deleteTitle: 'Eliminar esta mensagem?',
    deleteBody: '"{{title}}" será removida da sua caixa de entrada. Não é possível anular.',
    deleteConfirm: 'Eliminar',
    cancel: 'Cancelar',
    close: 'Fechar',
    deleted: 'Mensagem eliminada',
    untitled: '(sem assunto)',
  },
};

export default texts;
