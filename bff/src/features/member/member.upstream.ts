/**
 * Member endpoints (upstream-gateway.md §6, §8): identity, wallet balance, the security config
 * and the account settings, mapped here.
 */
import { formatAmount, minorFromGatewayNumber } from '@app/contracts';
import type {
  Balance,
  FeedbackInput,
  GatewayMemberInfo,
  KycStatus,
  MemberInfo,
  Profile,
  SecurityAnswerInput,
  SecurityQuestion,
} from '@app/contracts';
import { ENDPOINTS } from './member.endpoints.ts';
import type { Gateway } from '../../upstream/gateway.ts';

/** The signed-in member, or null when the gateway knows no identity for the token. */
export async function fetchMemberInfo(
  gateway: Gateway,
  fallbackUserName: string | null,
): Promise<MemberInfo | null> {
  return toMemberInfo(await gateway.call(ENDPOINTS.memberInfo), fallbackUserName);
}

export function toMemberInfo(
  info: GatewayMemberInfo,
  fallbackUserName: string | null,
): MemberInfo | null {
  const account = info.account ?? info.userName ?? null;
  if (info.id == null && !account) return null;
  return {
    id: String(info.id ?? account),
    account: account ?? fallbackUserName ?? '',
    nickname: info.nickname?.trim() ? info.nickname.trim() : null,
    type: info.type ?? 0,
    vipLabel: info.clubLabel?.labelName?.trim() || '0',
    mobile: info.mobile ?? null,
  };
}

/** The wallet's total, 2 decimals (spec section 4). */
export async function fetchBalance(gateway: Gateway): Promise<Balance> {
  const value = await gateway.call(ENDPOINTS.balance, { query: { typeId: 0 } });
  return {
    sumBalance: formatAmount(minorFromGatewayNumber(value.sumBalance)),
    currency: value.currency ?? null,
    currencySymbol: value.currencySymbol ?? null,
  };
}

/** The encrypted password change (§3.1), in the gateway's field names. */
export async function postChangePassword(
  gateway: Gateway,
  passwords: { old: string; new: string },
): Promise<void> {
  await gateway.call(ENDPOINTS.changePassword, {
    body: {
      oldPassword: passwords.old,
      newPassword: passwords.new,
      confirmNewPassword: passwords.new,
    },
  });
}

/** PUT /wps/feedback: the topic as `type` and the text (shape ours; the gateway's is not known). */
export async function putFeedback(gateway: Gateway, input: FeedbackInput): Promise<void> {
  await gateway.call(ENDPOINTS.feedback, { body: { type: input.topic, content: input.content } });
}

/** The account settings: the member info's own fields and the profile icon. */
export async function fetchProfile(gateway: Gateway): Promise<Profile> {
  const [info, icon] = await Promise.all([
    gateway.call(ENDPOINTS.memberInfo),
    gateway.call(ENDPOINTS.memberIcon),
  ]);
  return {
    nickname: info.nickname ?? null,
    email: info.email ?? null,
    payeeName: info.payeeName ?? null,
    avatar: icon.avatar,
  };
}

export async function postAvatar(gateway: Gateway, avatar: string): Promise<void> {
  await gateway.call(ENDPOINTS.setMemberIcon, { body: { avatar } });
}

export async function postNickname(gateway: Gateway, nickname: string): Promise<void> {
  await gateway.call(ENDPOINTS.setNickname, { body: { nickname } });
}

export async function postEmail(gateway: Gateway, email: string): Promise<void> {
  await gateway.call(ENDPOINTS.bindEmail, { body: { email } });
}

export async function postPayeeName(gateway: Gateway, payeeName: string): Promise<void> {
  await gateway.call(ENDPOINTS.bindPayeeName, { body: { payeeName } });
}

/** The site's verification flags (`idVerification`), without this session's upload. */
export type IdVerification = Omit<KycStatus, 'uploaded'>;

/**
 * `idVerification` of the member's security config: the KYC prompt's gateway half (the kyc
 * domain asks through member.service, since the security config is read here).
 */
export async function fetchIdVerification(gateway: Gateway): Promise<IdVerification> {
  const value = await gateway.call(ENDPOINTS.securityConfig);
  const id = value.info?.idVerification;
  return {
    enabled: id?.enabled ?? false,
    isComplete: id?.isComplete ?? false,
    status: id?.status?.trim() || null,
  };
}

/** Whether the site asks for a security question, whether it is set, and the questions. */
export async function fetchSecurityQuestion(gateway: Gateway): Promise<SecurityQuestion> {
  const [config, list, mine] = await Promise.all([
    gateway.call(ENDPOINTS.securityConfig),
    gateway.call(ENDPOINTS.securityQuestionList),
    gateway.call(ENDPOINTS.customerSecurityQuestion),
  ]);
  return {
    enabled: config.info?.securityQuestions?.enabled === true,
    isSet: mine.isSet,
    questions: list.list.map((q) => ({ id: q.questionId, text: q.question })),
  };
}

export async function putSecurityAnswer(
  gateway: Gateway,
  input: SecurityAnswerInput,
): Promise<void> {
  await gateway.call(ENDPOINTS.setSecurityQuestion, { body: input });
}
