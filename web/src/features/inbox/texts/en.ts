/** The `inbox` text namespace in English: the message center, announcements and inbox. */

const texts = {
  center: {
    back: 'Back to home',
    rowsLabel: 'Messages and support',
    telegram: 'Telegram',
    telegramHint: 'Join our channel',
    announcements: 'Announcements',
    announcementsHint: 'News and notices',
    messages: 'Messages',
    messagesHint: 'Your personal inbox',
    liveChat: 'Live chat',
    liveChatHint: 'Talk to our support team',
    liveChatTitle: 'Live chat',
    opening: 'Opening live chat…',
    affiliate: 'Affiliate service',
    affiliateHint: 'Questions about partnership',
    unread_one: '{{count}} unread',
    unread_other: '{{count}} unread',
    external: '(opens in a new tab)',
  },
  notice: {
    listLabel: 'Announcements',
    empty: 'No announcements at the moment.',
    unread: 'New',
    unreadLabel: 'Unread',
    expand: 'Show',
    collapse: 'Hide',
  },
  inbox: {
    listLabel: 'Your messages',
    empty: 'Your inbox is empty.',
    unread: 'New',
    unreadLabel: 'Unread',
    open: 'Read',
    delete: 'Delete',
    deleteTitle: 'Delete this message?',
    deleteBody: '"{{title}}" will be removed from your inbox. This cannot be undone.',
    deleteConfirm: 'Delete',
    cancel: 'Cancel',
    close: 'Close',
    deleted: 'Message deleted',
    untitled: '(no subject)',
  },
};

export default texts;
