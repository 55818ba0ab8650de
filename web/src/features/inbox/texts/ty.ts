/** The `inbox` text namespace in Filipino (TY): missing keys fall back to English. */
import type { TranslationOf } from '../../../i18n/index.ts';
import type english from './en.ts';

const texts: TranslationOf<typeof english> = {
  center: {
    back: 'Bumalik sa home',
    rowsLabel: 'Mga mensahe at suporta',
    telegram: 'Telegram',
    telegramHint: 'Sumali sa aming channel',
    announcements: 'Mga anunsyo',
    announcementsHint: 'Mga balita at paalala',
    messages: 'Mga mensahe',
    messagesHint: 'Ang iyong personal na inbox',
    liveChat: 'Live chat',
    liveChatHint: 'Makipag-usap sa aming support team',
    liveChatTitle: 'Live chat',
    opening: 'Binubuksan ang live chat…',
    affiliate: 'Serbisyo para sa affiliate',
    affiliateHint: 'Mga tanong tungkol sa partnership',
    unread_one: '{{count}} hindi pa nababasa',
    unread_other: '{{count}} hindi pa nababasa',
    external: '(magbubukas sa bagong tab)',
  },
  notice: {
    listLabel: 'Mga anunsyo',
    empty: 'Walang anunsyo sa ngayon.',
    unread: 'Bago',
    unreadLabel: 'Hindi pa nababasa',
    expand: 'Ipakita',
    collapse: 'Itago',
  },
  inbox: {
    listLabel: 'Ang iyong mga mensahe',
    empty: 'Walang laman ang iyong inbox.',
    unread: 'Bago',
    unreadLabel: 'Hindi pa nababasa',
    open: 'Basahin',
    delete: 'Burahin',
    deleteTitle: 'Burahin ang mensaheng ito?',
    deleteBody: 'Aalisin ang "{{title}}" sa iyong inbox. Hindi na ito maibabalik.',
    deleteConfirm: 'Burahin',
    cancel: 'Kanselahin',
    close: 'Isara',
    deleted: 'Nabura ang mensahe',
    untitled: '(walang paksa)',
  },
};

export default texts;
