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
    messagesHint: 'Sua caixa de entrada',
    liveChat: 'Chat ao vivo',
    liveChatHint: 'Fale com nossa equipe de suporte',
    liveChatTitle: 'Chat ao vivo',
    opening: 'Abrindo o chat ao vivo…',
    affiliate: 'Serviço de afiliados',
    affiliateHint: 'Dúvidas sobre parceria',
    unread_one: '{{count}} não lida',
    unread_other: '{{count}} não lidas',
    external: '(abre em uma nova aba)',
  },
  notice: {
    listLabel: 'Anúncios',
    empty: 'Não há anúncios no momento.',
    unread: 'Novo',
    unreadLabel: 'Não lido',
    expand: 'Mostrar',
    collapse: 'Ocultar',
  },
  inbox: {
    listLabel: 'Suas mensagens',
    empty: 'Sua caixa de entrada está vazia.',
    unread: 'Nova',
    unreadLabel: 'Não lida',
    open: 'Ler',
    delete: 'Excluir',
    deleteTitle: 'Excluir esta mensagem?',
    deleteBody: '"{{title}}" será removida da sua caixa de entrada. Não é possível desfazer.',
    deleteConfirm: 'Excluir',
    cancel: 'Cancelar',
    close: 'Fechar',
    deleted: 'Mensagem excluída',
    untitled: '(sem assunto)',
  },
};

export default texts;
