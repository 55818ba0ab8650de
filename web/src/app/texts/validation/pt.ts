/** The `validation` text namespace in Portuguese (PT): missing keys fall back to English. */
import type { TranslationOf } from '../../../i18n/index.ts';
import type english from './en.ts';

const texts: TranslationOf<typeof english> = {
  required: 'Este campo é obrigatório',
  mobile: 'Digite um número de celular válido (somente dígitos, até 20)',
  dialingCode: 'Escolha o código do país',
  smsCode: 'Digite o código SMS (somente dígitos)',
  confirmPassword: 'A confirmação da senha não confere',
  email: 'Formato de e-mail incorreto',
  affiliateCode: 'Código de convite inválido',
  samePassword: 'A nova senha e a senha antiga não podem ser iguais',
  tooLong: 'Este texto é longo demais',
  feedbackLength: 'Digite entre 1 e 140 caracteres',
  commentTooLong: 'Escreva no máximo 140 caracteres',
  imagePngJpg: 'Escolha uma imagem PNG ou JPG',
  tooManyImages: 'Escolha no máximo 3 imagens',
  birthday: 'Digite uma data de nascimento válida',
  birthdayLimit: 'Você precisa ter pelo menos 21 anos para verificar sua identidade',
  idFront: 'Envie a frente do seu documento',
  imageType: 'Escolha uma imagem (JPEG, PNG, WebP ou GIF)',
  imageTooLarge: 'O tamanho máximo da imagem é 5MB',
  invalid: 'Verifique as informações que você inseriu.',
  rebateRange: 'O rebate está fora do intervalo permitido para este produto.',
};

export default texts;
