/** The `errors` text namespace in Portuguese (PT): missing keys fall back to English. */
import type { TranslationOf } from '../../../i18n/index.ts';
import type english from './en.ts';
import validation from '../validation/pt.ts';

const texts: TranslationOf<typeof english> = {
  retryAfter_one: 'Aguarde {{count}} segundo.',
  retryAfter_other: 'Aguarde {{count}} segundos.',
  retryAfterMinutes_one: 'Aguarde {{count}} minuto.',
  retryAfterMinutes_other: 'Aguarde {{count}} minutos.',
  captcha_required: 'Digite o código de verificação exibido para continuar.',
  loading_failed: 'Falha ao carregar, clique para tentar novamente',
  system_maintenance: 'Manutenção do sistema',
  system_upgrading: 'Sistema em atualização, tente novamente mais tarde.',
  access_restricted: 'Acesso restrito',
  service_unavailable: 'O serviço está temporariamente indisponível, tente novamente mais tarde.',
  network_offline: 'Você está offline, verifique sua conexão de rede',
  login_failed: 'Nome de usuário ou senha incorretos',
  game_type_disabled: 'Esta categoria de jogos não está disponível.',
  social_login_failed: 'Não foi possível entrar com essa conta. Tente novamente.',
  login_verify_required: 'Por segurança, introduza o código enviado para o seu telemóvel.',
  username_exists: 'Desculpe, este nome de usuário já existe.',
  mobile_exists: 'Desculpe, este número de celular já está cadastrado.',
  mobile_format: 'Formato do número de celular incorreto',
  verification_code_error: 'Código de verificação incorreto',
  sms_code_spent: 'Muitos códigos errados. Este código não vale mais, peça um novo.',
  payment_password_locked: 'Muitas senhas de saque erradas. Os saques estão pausados por enquanto.',
  too_many_requests: 'Muitas tentativas, aguarde um momento e tente novamente.',
  old_password_incorrect: 'A senha antiga está incorreta',
  remembered_login_gone: 'A sua senha guardada expirou, introduza a sua senha.',
  invalid_invitation_code: 'Código de convite inválido',
  // The KYC refusals read as the form's own (the validation namespace).
  birthday_limit: validation.birthdayLimit,
  id_front_required: validation.idFront,
  image_invalid: validation.imageType,
  image_too_large: validation.imageTooLarge,
  promotion_unavailable: 'Esta promoção não está aberta para isso agora.',
  promotion_not_claimable: 'Ainda não há recompensa a resgatar nesta promoção.',
  already_signed_in: 'Você já fez o check-in hoje.',
  contact_service:
    'Este recurso não está disponível para sua conta. Fale com o atendimento ao cliente.',
  reward_not_claimable: 'Esta recompensa não pode mais ser resgatada.',
  no_spins: 'Você não tem mais giros.',
  try_again_shortly: 'Não foi possível fazer isso agora. Tente novamente em instantes.',
  uploads_busy: 'Muitas imagens estão sendo enviadas agora. Tente novamente em instantes.',
  not_downline: 'Este membro não faz parte da sua equipe.',
  rebate_out_of_range: 'O rebate está fora do intervalo permitido para este produto.',
  affiliate_link_limit: 'Você não pode criar mais links de indicação. Exclua um primeiro.',
  affiliate_link_not_found: 'Este link de indicação não existe mais.',
  contract_request_gone: 'Este pedido de contrato não aguarda mais a sua resposta.',
  dividend_not_payable: 'Ainda não há dividendos para receber.',
  balance_insufficient: 'Saldo insuficiente',
  request_in_progress: 'Seu pedido está sendo processado, aguarde.',
};

export default texts;
