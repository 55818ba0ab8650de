/** The `host` text namespace in Portuguese. */

const texts = {
  leave: 'Sair do jogo',
  game: 'Jogo',
  frameTitle: 'Jogo: {{name}}',
  opening: 'Abrindo o jogo…',
  timePlayed: 'Tempo de jogo',
  balance: 'Saldo',
  refreshBalance: 'Saldo {{amount}}, toque para atualizar',
  deposit: 'Depositar',
  home: 'Voltar ao início',
  badLink: 'Este link de jogo está incompleto. Abra o jogo pela lista.',
  check: {
    title: 'Verificação de realidade',
    question: 'Você está jogando há algum tempo. Pare um momento: quer continuar?',
    reading: 'Lendo sua sessão…',
    net: 'Ganhos ou perdas desde que o jogo abriu',
    netUnknown: 'Indisponível no momento',
    keepPlaying: 'Continuar jogando',
    history: 'Ver histórico',
    takeBreak: 'Fazer uma pausa',
  },
};

export default texts;
