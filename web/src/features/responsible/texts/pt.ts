/** The `responsible` text namespace in Portuguese. */
import type { TranslationOf } from '../../../i18n/index.ts';
import type english from './en.ts';

const texts: TranslationOf<typeof english> = {
  break: {
    title: 'Fazer uma pausa',
    intro:
      'Uma pausa fecha os jogos, a loteria e os depósitos pelo tempo que você escolher. Saques e seus registros continuam disponíveis.',
    final:
      'Depois de iniciada, a pausa não pode ser encurtada nem encerrada antes do fim, nem pelo suporte.',
    current: 'Você está em pausa até {{until}}.',
    longer: 'Você pode prolongá-la:',
    choose: 'Por quanto tempo?',
    periods: {
      '24h': '24 horas',
      '7d': '7 dias',
      '30d': '30 dias',
      '6w': '6 semanas',
    },
    until: 'até {{until}}',
    alreadyLonger: 'Sua pausa já dura mais',
    take: 'Fazer uma pausa',
    confirmTitle: 'Fazer uma pausa de {{period}}?',
    confirmText:
      'Jogos, loteria e depósitos ficam fechados até {{until}}. Você não poderá encurtar nem encerrar a pausa depois de iniciada.',
    confirm: 'Iniciar minha pausa',
    cancel: 'Agora não',
    started: 'Sua pausa começou. Ela termina em {{until}}.',
  },
  reality: {
    title: 'Verificação de realidade',
    intro:
      'Enquanto você joga, paramos o jogo de tempos em tempos para mostrar há quanto tempo você está jogando e quanto ganhou ou perdeu desde que ele abriu.',
    every: 'Mostrar a verificação a cada',
    minutes_one: '{{count}} minuto',
    minutes_other: '{{count}} minutos',
    save: 'Salvar',
    saved_one: 'A verificação de realidade agora aparece a cada {{count}} minuto.',
    saved_other: 'A verificação de realidade agora aparece a cada {{count}} minutos.',
  },
};

export default texts;
