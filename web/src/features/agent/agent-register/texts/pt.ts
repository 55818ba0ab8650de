/** The `agentRegister` text namespace in Portuguese (PT): missing keys fall back to English. */
import type { TranslationOf } from '../../../../i18n/index.ts';
import type english from './en.ts';

const texts: TranslationOf<typeof english> = {
  tabs: {
    label: 'Registo de agente',
    register: 'Registar um subordinado',
    links: 'Links de afiliado',
  },
  register: {
    intro: 'Abra uma conta para um novo membro da sua equipa. Você é o seu recomendador.',
    kind: 'Tipo de conta',
    kinds: { player: 'Jogador', agent: 'Agente' },
    username: 'Nome de usuário',
    password: 'Senha',
    confirm: 'Confirmar senha',
    dialingCode: 'Código do país',
    mobile: 'Número de celular (opcional)',
    email: 'E-mail (opcional)',
    nickname: 'Apelido (opcional)',
    submit: 'Registar subordinado',
    done: {
      player: 'A conta {{username}} está registada: um jogador na sua equipa.',
      agent: 'A conta {{username}} está registada: um agente na sua equipa.',
    },
  },
  links: {
    intro: 'Partilhe um link: quem se registar através dele entra na sua equipa.',
    title: 'Os seus links',
    count: '{{count}} de {{max}} links',
    empty: 'Ainda não tem nenhum link de afiliado. Crie um abaixo.',
    types: { player: 'Link de jogador', agent: 'Link de agente' },
    code: 'Código',
    registrations: 'Registos: {{count}}',
    created: 'Criado em {{date}}',
    copy: 'Copiar link',
    copyNamed: 'Copiar link {{code}}',
    copied: 'Copiado',
    copyFailed: 'Não foi possível copiar: selecione o texto e copie-o',
    delete: 'Eliminar',
    deleteNamed: 'Eliminar link {{code}}',
    deleteTitle: 'Eliminar este link?',
    deleteText: 'Já ninguém se poderá registar através deste link:',
    deleteConfirm: 'Eliminar',
    deleteCancel: 'Cancelar',
    deleted: 'Link eliminado',
    createTitle: 'Criar um link',
    type: 'Quem se regista através dele',
    remark: 'Observação (opcional)',
    remarkHint: 'Onde o partilha, por exemplo Facebook',
    create: 'Criar link',
    createDone: 'Link criado',
  },
};

export default texts;
