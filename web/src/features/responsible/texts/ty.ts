/** The `responsible` text namespace in Tagalog. */
import type { TranslationOf } from '../../../i18n/index.ts';
import type english from './en.ts';

const texts: TranslationOf<typeof english> = {
  break: {
    title: 'Magpahinga',
    intro:
      'Isinasara ng pahinga ang mga laro, ang lottery at ang mga deposito sa haba ng panahong pipiliin mo. Bukas pa rin ang pag-withdraw at ang iyong mga rekord.',
    final:
      'Kapag nagsimula na ang pahinga, hindi na ito maaaring paikliin o tapusin nang maaga, kahit ng suporta.',
    current: 'Nagpapahinga ka hanggang {{until}}.',
    longer: 'Maaari mo itong pahabain:',
    choose: 'Gaano katagal?',
    periods: {
      '24h': '24 na oras',
      '7d': '7 araw',
      '30d': '30 araw',
      '6w': '6 na linggo',
    },
    until: 'hanggang {{until}}',
    alreadyLonger: 'Mas mahaba na ang iyong pahinga',
    take: 'Magpahinga',
    confirmTitle: 'Magpahinga nang {{period}}?',
    confirmText:
      'Sarado ang mga laro, ang lottery at ang mga deposito hanggang {{until}}. Hindi mo na maaaring paikliin o tapusin ang pahinga kapag nagsimula na ito.',
    confirm: 'Simulan ang pahinga',
    cancel: 'Hindi muna',
    started: 'Nagsimula na ang iyong pahinga. Matatapos ito sa {{until}}.',
  },
  reality: {
    title: 'Paalala sa paglalaro',
    intro:
      'Habang naglalaro ka, pansamantala naming ihihinto ang laro paminsan-minsan para ipakita kung gaano ka na katagal naglalaro at kung magkano na ang napanalunan o natalo mo mula nang buksan ito.',
    every: 'Ipakita ang paalala tuwing',
    minutes_one: '{{count}} minuto',
    minutes_other: '{{count}} minuto',
    save: 'I-save',
    saved_one: 'Darating na ang paalala tuwing {{count}} minuto.',
    saved_other: 'Darating na ang paalala tuwing {{count}} minuto.',
  },
};

export default texts;
