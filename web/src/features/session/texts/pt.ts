/** The `session` text namespace in Portuguese (PT): missing keys fall back to English. */
import type { TranslationOf } from '../../../i18n/index.ts';
import type english from './en.ts';

const texts: TranslationOf<typeof english> = {
  login: {
    title: 'Entrar',
    close: 'Fechar',
    tabUsername: 'Nome de usuário',
    username: 'Nome de usuário',
    password: 'Senha',
    showPassword: 'Mostrar senha',
    hidePassword: 'Ocultar senha',
    captcha: 'Código de verificação',
    captchaImage: 'Imagem do código de verificação',
    refreshCaptcha: 'Atualizar código de verificação',
    terms: 'Tenho mais de 21 anos e aceito os Termos e Condições',
    termsLink: 'Termos e Condições',
    submit: 'Entrar',
    forgot: 'Esqueceu a senha?',
    noAccount: 'Ainda não tem conta?',
    register: 'Registrar',
    customerService: 'Atendimento ao cliente',
    tabMobile: 'Número de celular',
    dialingCode: 'Código do país',
    mobile: 'Número de celular',
    smsCode: 'Código SMS',
    sendCode: 'Enviar código',
    sendingCode: 'Enviando…',
    resendIn: 'Reenviar em {{seconds}} s',
    smsSending: 'Enviando SMS…',
    smsSent: 'SMS enviado',
    verifyTitle: 'Verificar este início de sessão',
    verifyText: 'Por segurança, introduza o código que enviámos para {{mobile}}.',
    verifyTextNoNumber: 'Por segurança, introduza o código que enviámos para o seu telemóvel.',
    verify: 'Verificar',
    verifyBack: 'Voltar',
    remember: 'Lembrar senha',
    savedPassword: 'Senha guardada',
  },
  forget: {
    title: 'Esqueceu a senha',
    back: 'Voltar ao início de sessão',
    intro:
      'Introduza o número de telemóvel da sua conta. Enviaremos um código para definir uma nova senha.',
    submit: 'Definir nova senha',
    done: 'A sua senha foi redefinida. Inicie sessão.',
    toLogin: 'Lembrou-se? Iniciar sessão',
  },
  changePassword: {
    title: 'Alterar senha',
    back: 'Voltar',
    old: 'Senha antiga',
    new: 'Nova senha',
    confirm: 'Confirme a nova senha',
    submit: 'Alterar senha',
    done: 'Sua senha foi alterada',
    savedOld: 'A sua senha guardada é usada como senha antiga.',
    ok: 'OK',
  },
};

export default texts;
