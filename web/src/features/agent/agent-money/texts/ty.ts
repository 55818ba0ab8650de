/** The agent's money screens in Filipino (TY): missing keys fall back to English. */
import type { TranslationOf } from '../../../../i18n/index.ts';
import type english from './en.ts';

const texts: TranslationOf<typeof english> = {
  transfer: {
    intro:
      'Magpadala ng pera mula sa iyong balanse sa mga miyembro ng iyong koponan, isa-isa o sabay-sabay.',
    balance: 'Iyong balanse',
    pickTitle: 'Pumili ng mga miyembro ng koponan',
    search: 'Maghanap ayon sa account',
    searchHint:
      'Nakalista ang iyong direktang koponan; mahahanap ng paghahanap ang sinuman sa iyong koponan.',
    members: 'Mga miyembro ng koponan',
    membersPages: 'Mga pahina ng mga miyembro ng koponan',
    level: 'Antas {{level}}',
    memberBalance: 'Balanse {{amount}}',
    inactive: 'Hindi aktibo',
    noMembers: 'Walang nahanap na miyembro ng koponan.',
    limit: 'Hanggang {{max}} miyembro ng koponan lamang ang mapapadalhan mo nang sabay-sabay.',
    noneSelected: 'Pumili ng kahit isang miyembro ng koponan.',
    chosen: '{{count}} sa {{max}} ang napili',
    amountsTitle: 'Mga halaga',
    amountFor: 'Halaga para kay {{name}}',
    remove: 'Alisin si {{name}}',
    total: 'Kabuuan',
    balanceAfter: 'Balanse pagkatapos',
    continue: 'Magpatuloy',
    confirmTitle: 'Kumpirmahin ang paglipat',
    confirmNote: 'Pakisuri: hindi na maibabalik dito ang perang naipadala sa miyembro ng koponan.',
    back: 'Baguhin',
    send: 'Ipadala ang {{amount}}',
    doneTitle: 'Tapos na ang paglipat',
    done_one: 'Naipadala sa {{count}} miyembro ng koponan:',
    done_other: 'Naipadala sa {{count}} miyembro ng koponan:',
    balanceNow: 'Iyong balanse ngayon',
    again: 'Bagong paglipat',
  },
  report: {
    intro:
      'Ang nilaro, napanalunan at natanggap ng bawat miyembro ng iyong koponan sa panahong ito.',
    from: 'Mula',
    to: 'Hanggang',
    search: 'Maghanap ayon sa account',
    totals: 'Kabuuan ng koponan',
    members_one: '{{count}} miyembro',
    members_other: '{{count}} miyembro',
    list: 'Mga miyembro',
    listPages: 'Mga pahina ng ulat',
    deposit: 'Mga deposito',
    withdrawal: 'Mga withdrawal',
    validBet: 'Turnover',
    payout: 'Mga payout',
    winLoss: 'Panalo/talo',
    rebate: 'Mga rebate',
    winLossNote: 'Ang panalo/talo ay resulta ng mga miyembro: kapag lampas sa zero, nanalo sila.',
    empty: 'Walang miyembro ng koponan na tugma sa panahong ito o sa paghahanap.',
  },
  quota: {
    intro:
      'Ang mga pangkat ng rebate na maibibigay mo sa iyong koponan, ayon sa produkto: may bilang ng puwesto ang bawat pangkat; ang isang ahente ng koponan sa rate na iyon ay kumukuha ng isa.',
    rate: 'Rate ng rebate',
    quota: 'Mga puwesto',
    used: 'Nakuha na',
    left: 'Bakante',
    empty: 'Walang pangkat ng quota para sa iyong account.',
    products: {
      RNG: 'Slots (RNG)',
      LIVE: 'Live casino',
      SPORTS: 'Palakasan',
      FISH: 'Pangingisda',
      LOTT: 'Loterya',
      PVP: 'Manlalaro laban sa manlalaro (poker, baraha)',
    },
  },
};

export default texts;
