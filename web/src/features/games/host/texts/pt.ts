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
};

export default texts;
