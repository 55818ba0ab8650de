/** The agents' side in Portuguese (invite friends). */
const texts = {
  invite: {
    intro: 'Convide seus amigos: toda semana você ganha uma parte do que eles jogam.',
    link: 'Seu link de indicação',
    code: 'Seu código de convite',
    copy: 'Copiar link',
    copyCode: 'Copiar código',
    copied: 'Copiado',
    copyFailed: 'Não foi possível copiar: selecione o texto e copie-o',
    share: 'Compartilhar',
    shareTitle: 'Jogue comigo',
    shareText: 'Cadastre-se com meu código de convite {{code}}',
    qr: 'Código QR do seu link de indicação',
    yourShare: 'No VIP {{level}} você ganha {{percent}} das apostas dos seus amigos',
    noShareYet: 'No VIP {{level}} você ainda não ganha: sua parte começa no VIP 4',
    earnTitle: 'O que você ganha',
    earnRow: 'VIP {{min}}–{{max}}: {{percent}} das apostas dos seus amigos, toda semana',
    friendTitle: 'O que seu amigo ganha',
    friendText: 'Seu amigo se cadastra com seu código e joga com todos os benefícios de membro.',
    visitor: 'Entre ou cadastre-se para ter seu próprio link de indicação.',
    login: 'Entrar',
    register: 'Cadastrar',
  },
};

export default texts;
