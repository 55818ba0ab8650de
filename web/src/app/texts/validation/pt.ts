/** The `validation` text namespace in Portuguese (PT): missing keys fall back to English. */
import type { TranslationOf } from '../../../i18n/index.ts';
import type english from './en.ts';

const texts: TranslationOf<typeof english> = {
  required: 'Este campo é obrigatório',
  username: 'Formato de conta incorreto',
  password: 'Formato de senha incorreto',
  captcha: 'Digite o código de verificação exibido (até 6 dígitos)',
  captchaRequired: 'Digite o código de verificação',
  terms: 'Confirme que você tem pelo menos 21 anos e aceite os termos',
  language: 'Idioma não suportado',
  mobile: 'Digite um número de celular válido (somente dígitos, até 20)',
  dialingCode: 'Escolha o código do país',
  smsCode: 'Digite o código SMS (somente dígitos)',
  confirmPassword: 'A confirmação da senha não confere',
  email: 'Formato de e-mail incorreto',
  affiliateCode: 'Código de convite inválido',
  samePassword: 'A nova senha e a senha antiga não podem ser iguais',
  invalid: 'Verifique as informações que você digitou.',
  tooLong: 'Este texto é longo demais',
  amount: 'Digite um valor com no máximo duas casas decimais',
  sameWallet: 'Escolha duas carteiras diferentes',
  accountNo: 'Digite o número da conta (de 6 a 20 dígitos)',
  paymentPassword: 'A senha de saque tem 6 dígitos',
  securityAnswer: 'Digite uma resposta de 2 a 60 caracteres',
  nickname: 'Digite um apelido de 2 a 20 caracteres',
  payeeName: 'Digite o nome do titular da sua conta bancária (somente letras)',
  amountRange: 'O valor está fora dos limites permitidos',
  amountBalance: 'O valor é maior que o seu saldo',
  feedbackLength: 'Digite entre 1 e 140 caracteres',
  commentTooLong: 'Escreva no máximo 140 caracteres',
  imagePngJpg: 'Escolha uma imagem PNG ou JPG',
  tooManyImages: 'Escolha no máximo 3 imagens',
  birthday: 'Digite uma data de nascimento válida',
  birthdayLimit: 'Você precisa ter pelo menos 21 anos para verificar sua identidade',
  idFront: 'Envie a frente do seu documento',
  imageType: 'Escolha uma imagem (JPEG, PNG, WebP ou GIF)',
  imageTooLarge: 'O tamanho máximo da imagem é 5MB',
  rebateRange: 'O rebate está fora do intervalo permitido para este produto.',
};

export default texts;
