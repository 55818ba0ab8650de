/** The agents' side in Filipino (invite friends). */
const texts = {
  invite: {
    intro: 'Imbitahan ang iyong mga kaibigan: bawat linggo may bahagi ka sa kanilang nilalaro.',
    link: 'Ang iyong referral link',
    code: 'Ang iyong invitation code',
    copy: 'Kopyahin ang link',
    copyCode: 'Kopyahin ang code',
    copied: 'Nakopya na',
    copyFailed: 'Hindi makopya: piliin ang teksto at kopyahin ito',
    share: 'Ibahagi',
    shareTitle: 'Sumali ka sa akin',
    shareText: 'Magrehistro gamit ang aking invitation code {{code}}',
    qr: 'QR code ng iyong referral link',
    yourShare: 'Sa VIP {{level}} kumikita ka ng {{percent}} ng turnover ng iyong mga kaibigan',
    noShareYet: 'Sa VIP {{level}} wala ka pang kita: nagsisimula ang iyong bahagi sa VIP 4',
    earnTitle: 'Ang iyong kikitain',
    earnRow: 'VIP {{min}}–{{max}}: {{percent}} ng turnover ng iyong mga kaibigan, bawat linggo',
    friendTitle: 'Ang makukuha ng iyong kaibigan',
    friendText:
      'Magrerehistro ang iyong kaibigan gamit ang iyong code at makakapaglaro nang may lahat ng benepisyo ng miyembro.',
    visitor: 'Mag-log in o magrehistro para makuha ang sarili mong referral link.',
    login: 'Mag-log in',
    register: 'Magrehistro',
  },
};

export default texts;
