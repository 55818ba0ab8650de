/** The `help` text namespace in Filipino (TY): missing keys fall back to English. */
import type { TranslationOf } from '../../../i18n/index.ts';
import type english from './en.ts';

const texts: TranslationOf<typeof english> = {
  help: {
    topics: 'Mga paksa ng tulong',
    footer: 'Tulong at impormasyon',
    accept: 'Tanggapin',
    allTopics: 'Lahat ng paksa',
    empty: 'Wala pang mga paksa ng tulong.',
    home: 'Pumunta sa home',
    loading: 'Nilo-load ang mga paksa ng tulong',
    untitled: 'Paksa {{number}}',
  },
  responsible: {
    adultsTitle: 'Para lamang sa may sapat na gulang',
    adults:
      'Ang site na ito ay para lamang sa mga taong {{age}} taong gulang pataas. Maaari kaming humingi ng patunay ng edad anumang oras.',
    restrictedTitle: 'Sino ang hindi maaaring maglaro',
    restrictedIntro: 'Ang mga sumusunod ay hindi maaaring magbukas ng account o maglaro:',
    restricted: {
      age: 'mga taong wala pang {{age}} taong gulang;',
      officials:
        'mga opisyal at empleyado ng gobyerno, at mga miyembro ng sandatahang lakas at ng pulisya;',
      list: 'mga taong nasa pambansang listahan ng mga pinaghihigpitang tao;',
      licence: 'mga may hawak ng lisensya sa paglalaro at ang kanilang mga empleyado.',
    },
    publicPlaces: 'Huwag maglaro sa mga pampublikong lugar.',
    forfeiture: 'Ang mga panalo at pondo ng mga manlalarong hindi kwalipikado ay kukumpiskahin.',
    tipsTitle: 'Panatilihin itong masaya',
    tips: {
      budget:
        'Bago maglaro, magpasya kung gaano karaming pera at oras ang gagastusin mo, at huminto roon.',
      losses: 'Huwag subukang bawiin ang mga natalo mo.',
      breaks:
        'Magpahinga nang regular: ipinapakita ng larong nilalaro mo rito kung gaano ka na katagal naglalaro.',
    },
    breakTitle: 'Mga paalala at pahinga',
    break:
      'Habang naglalaro ka, ipinapakita ng paalala sa paglalaro kung gaano ka na katagal naglalaro at kung magkano na ang napanalunan o natalo mo, kasing-dalas ng pipiliin mo. Maaari mo ring ihinto pansamantala ang iyong account sa panahong pipiliin mo: habang naka-pahinga, hindi ka makakapaglaro o makakapag-deposito.',
    breakLink: 'Pahinga at paalala sa paglalaro',
    helpTitle: 'Kailangan ng tulong?',
    help: 'Kung hindi na masaya ang paglalaro, kausapin ang taong pinagkakatiwalaan mo o ang aming customer service.',
    topicsLink: 'Sentro ng tulong',
    home: 'Pumunta sa home',
  },
};

export default texts;
