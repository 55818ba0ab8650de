/** The salary, dividend and hourly contracts and the contract-request alert, in Filipino. */
import type { TranslationOf } from '../../../i18n/index.ts';
import type english from './en.ts';

const texts: TranslationOf<typeof english> = {
  kinds: {
    salary: 'kontrata ng sahod',
    dividend: 'kontrata ng dibidendo',
    hourly: 'kontrata ng sahod kada oras',
  },
  alert: {
    title: 'Alok na kontrata',
    body: 'Inaalok sa iyo ng iyong nakatataas na ahente ang isang {{kind}}. Buksan ito para tanggapin o tanggihan.',
    go: 'Pumunta',
    cancel: 'Kanselahin',
  },
  pending: {
    title: 'Naghihintay ng iyong sagot',
    offeredBy: 'Inalok ni {{upline}} noong {{date}}',
    accept: 'Tanggapin',
    decline: 'Tanggihan',
    accepted: 'Tinanggap ang kontrata',
    declined: 'Tinanggihan ang kontrata',
  },
  current: {
    title: 'Ang iyong kontrata',
    empty:
      'Wala ka pang kontrata. Kapag inalok ka ng iyong nakatataas na ahente, lalabas ito rito.',
    upline: 'Nakatataas na ahente',
    since: 'Mula noong',
    period: 'Binabayaran tuwing',
    periods: { HALF_MONTH: 'kalahating buwan', MONTH: 'buwan' },
  },
  tiers: {
    label: 'Mga tuntunin',
    level: 'Antas {{level}}',
    needs: 'Turnover ng team mula {{turnover}}, {{members}} aktibong miyembro',
    salary: '{{amount}} bawat araw',
    hourly: '{{amount}} bawat oras',
    dividend: '{{rate}} ng netong talo',
  },
  income: {
    title: 'Kita',
    previous: 'Nakaraang panahon',
    current: 'Kasalukuyang panahon',
    running: 'Tumatakbo ngayon',
    turnover: 'Turnover ng team',
    activeMembers: 'Aktibong miyembro',
    level: 'Naabot na antas',
    noLevel: 'Wala pa',
    amount: 'Kinita sa ngayon',
  },
  payout: {
    action: 'Ipadala sa aking wallet',
    done: 'Naipadala ang {{amount}} sa iyong wallet',
  },
  records: {
    title: 'Mga tala',
    from: 'Mula',
    to: 'Hanggang',
    label: 'Mga tala ng kita',
    empty: 'Walang tala sa mga petsang ito.',
    turnover: 'Turnover {{amount}} · {{members}} aktibo',
    status: { paid: 'Nabayaran', payable: 'Maaaring bayaran', pending: 'Nakabinbin' },
  },
  history: {
    title: 'Kasaysayan',
    label: 'Mga desisyon sa kontrata',
    empty: 'Wala pang desisyon.',
    accepted: 'Tinanggap',
    declined: 'Tinanggihan',
    offered: 'Inalok ni {{upline}} noong {{date}}',
    decidedOn: 'Napagpasyahan noong {{date}}',
    noUpline: 'iyong nakatataas na ahente',
  },
};

export default texts;
