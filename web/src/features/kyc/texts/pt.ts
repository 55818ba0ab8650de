/** The `kyc` text namespace in Portuguese (PT): missing keys fall back to English. */
import type { TranslationOf } from '../../../i18n/index.ts';
import type english from './en.ts';

const texts: TranslationOf<typeof english> = {
  title: 'Verifique sua identidade',
  close: 'Fechar',
  back: 'Voltar',
  intro: {
    text: 'Verifique sua conta em três passos rápidos para jogar, depositar e sacar com segurança.',
    confirmInfo: 'Confirme suas informações',
    uploadId: 'Envie uma foto do seu documento',
    uploadSelfie: 'Envie uma selfie segurando o documento',
    start: 'Começar agora',
    later: 'Verificar depois',
  },
  info: {
    title: 'Suas informações',
    idType: 'Tipo de documento',
    payeeName: 'Nome completo (como no documento)',
    birthday: 'Data de nascimento',
    address: 'Endereço atual',
    permanentAddress: 'Endereço permanente',
    placeOfBirth: 'Local de nascimento',
    nationality: 'Nacionalidade',
    sourceOfIncome: 'Fonte de renda',
    occupation: 'Natureza do trabalho',
    employerName: 'Empregador (opcional)',
    choose: 'Escolha…',
    next: 'Próximo',
  },
  upload: {
    title: 'Envie seu documento',
    hint: 'JPEG, PNG, WebP ou GIF, até 5MB cada. O verso e a selfie são opcionais.',
    front: 'Frente do documento',
    back: 'Verso do documento',
    selfie: 'Selfie segurando o documento',
    choose: 'Escolher imagem',
    change: 'Trocar',
    remove: 'Remover',
    preview: 'Imagem escolhida: {{slot}}',
    submit: 'Enviar',
    uploading: 'Enviando…',
    done: 'Obrigado. Seus documentos estão em análise.',
    notice: 'Aviso',
    ok: 'OK',
  },
  sourcesOfIncome: {
    1: 'Empregado',
    2: 'Autônomo',
  },
};

export default texts;
