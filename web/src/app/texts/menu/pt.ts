/** The `menu` text namespace in Portuguese (PT): missing keys fall back to English. */
import type { TranslationOf } from '../../../i18n/index.ts';
import type english from './en.ts';

const texts: TranslationOf<typeof english> = {
  side: {
    label: 'Menu',
    close: 'Fechar',
    home: 'Início',
    favourites: 'Favoritos',
    recent: 'Recentes',
    hot: 'Populares',
    language: 'Idioma',
    lightTheme: 'Tema claro',
    signOut: 'Terminar sessão',
    categories: 'Categorias de jogos',
    promotions: 'Promoções',
    inviteFriends: 'Convidar amigos',
    downloadPromo: 'Baixar o app',
    liveChat: 'Chat ao vivo',
    turntable: 'Roda da sorte',
    search: 'Buscar jogos',
    searchSubmit: 'Buscar',
    languageTitle: 'Escolha um idioma',
  },
  social: {
    label: 'Siga-nos',
    FACEBOOK: 'Facebook',
    COMMUNITY: 'Comunidade',
    TELEGRAM: 'Telegram',
    WHATSAPP: 'WhatsApp',
    INSTAGRAM: 'Instagram',
    VIBER: 'Viber',
    TIKTOK: 'TikTok',
  },
};

export default texts;
