/** Member info and wallet balance (§6). */
import { GATEWAY_ERRORS, type GatewayMemberInfo } from '@app/contracts';
import { z } from 'zod';
import type { HandlerMap, SandboxDeps } from '../gateway/context.ts';
import { requireAccount } from '../gateway/context.ts';
import { GatewayError, gatewayErrors, parseInput } from '../gateway/errors.ts';
import { REGISTER_RULES, matchesRule } from '../data/register-rules.ts';
import { hashPassword, verifyPassword } from '../state/passwords.ts';
import { normaliseDialingCode } from '../state/store.ts';
import { SMS_EXPIRED_MINUTES } from './session.ts';

/** `0917123****`: national number with its leading zero, last four digits hidden. */
export function maskMobile(mobile: string | null): string | null {
  if (!mobile) return null;
  const national = `0${mobile}`;
  return `${national.slice(0, -4)}****`;
}

const BalanceQuerySchema = z.object({ typeId: z.string().regex(/^\d+$/).optional() }).loose();

const AvatarSchema = z.object({ avatar: z.string().regex(/^(?:[0-9]|1[01])$/) });
const NicknameSchema = z.object({ nickname: z.string().trim().min(2).max(20) });
const EmailSchema = z.object({ email: z.email().max(100) });
const PayeeNameSchema = z.object({
  payeeName: z
    .string()
    .trim()
    .regex(/^[\p{L} .'-]{2,60}$/u),
});

/** The questions a member may answer (SECQUES3). */
export const SECURITY_QUESTIONS = [
  'What was the name of your first pet?',
  'In which city were you born?',
  "What is your mother's maiden name?",
  'What was the name of your first school?',
  'What is your favourite food?',
  'What was your childhood nickname?',
] as const;

const SecurityAnswerSchema = z.object({
  questionId: z.number().int().min(1).max(SECURITY_QUESTIONS.length),
  answer: z.string().trim().min(2).max(60),
});

/** `j***@example.com`: the first letter and the domain. */
export function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const at = email.indexOf('@');
  return at > 0 ? `${email[0]}***${email.slice(at)}` : null;
}

/** `PUT /wps/feedback` (body ours): what it is about and the text, at most 140 characters. */
const FeedbackSchema = z.object({
  type: z.string().regex(/^[a-z]{1,20}$/),
  content: z.string().trim().min(1).max(140),
});

export function memberHandlers(deps: SandboxDeps): HandlerMap {
  return {
    /** Kept only in the received log (`/__sandbox/received?path=/wps/feedback`). */
    feedback: (ctx) => {
      requireAccount(ctx);
      parseInput(FeedbackSchema, ctx.payload);
      return { success: true };
    },

    securityQuestions: (ctx) => {
      requireAccount(ctx);
      return {
        list: SECURITY_QUESTIONS.map((question, i) => ({ questionId: i + 1, question })),
      };
    },

    /** GET: whether it is set; PUT: set it, once (the answer is kept hashed, like a password). */
    customerSecurityQuestions: (ctx) => {
      const { account } = requireAccount(ctx);
      if (ctx.request.method === 'PUT') {
        if (account.securityQuestion) {
          throw new GatewayError(400, 'security.question.exists', 'The security question is set');
        }
        const { questionId, answer } = parseInput(SecurityAnswerSchema, ctx.payload);
        account.securityQuestion = { questionId, answerHash: hashPassword(answer.toLowerCase()) };
        deps.store.changed();
        return { success: true };
      }
      return {
        isSet: Boolean(account.securityQuestion),
        questionId: account.securityQuestion?.questionId ?? null,
      };
    },

    memberIcon: (ctx) => {
      const { account } = requireAccount(ctx);
      if (ctx.request.method === 'POST') {
        account.avatar = parseInput(AvatarSchema, ctx.payload).avatar;
        deps.store.changed();
      }
      return { avatar: account.avatar ?? '0', avatarType: 'STATIC' };
    },

    memberNickname: (ctx) => {
      const { account } = requireAccount(ctx);
      account.nickname = parseInput(NicknameSchema, ctx.payload).nickname;
      deps.store.changed();
      return { success: true };
    },

    memberEmail: (ctx) => {
      const { account } = requireAccount(ctx);
      account.email = parseInput(EmailSchema, ctx.payload).email;
      deps.store.changed();
      return { success: true };
    },

    /** The payee name is set once: the bank accounts are checked against it. */
    memberPayeeName: (ctx) => {
      const { account } = requireAccount(ctx);
      const { payeeName } = parseInput(PayeeNameSchema, ctx.payload);
      if (account.payeeName) {
        throw new GatewayError(400, 'payee.name.exists', 'The payee name is already set');
      }
      account.payeeName = payeeName;
      deps.store.changed();
      return { success: true };
    },

    memberInfo: ({ token, account }) => {
      if (!account) {
        // A dead token is always 401 so the client drops it; a guest depends on the switch.
        if (token || deps.store.state.settings.memberInfoGuest === '401') {
          throw gatewayErrors.notSession();
        }
        return {};
      }
      const value: GatewayMemberInfo = {
        id: account.id,
        account: account.username,
        nickname: account.nickname,
        type: account.type,
        mobile: maskMobile(account.mobile),
        regDate: account.regDate,
        clubLabel: { labelName: account.vipLabel },
        email: maskEmail(account.email),
        payeeName: account.payeeName ?? null,
      };
      return value;
    },

    walletBalance: (ctx) => {
      parseInput(BalanceQuerySchema, ctx.query);
      const { account } = requireAccount(ctx);
      // The gateway's JSON number: exact cents over 100 (the BFF reads it back in minor units).
      const balance = account.balanceCents / 100;
      return {
        sumBalance: balance,
        currency: 'PHP',
        currencySymbol: '₱',
        balance: [{ accountTypeId: 2, availBalance: balance }],
      };
    },

    /** Recovery, step 1: a code to the member's number (an unknown number is refused). */
    passwordSms: (ctx) => {
      const body = parseInput(PasswordSmsSchema, ctx.payload);
      if (!deps.store.accountByMobile(body.mobileNum)) {
        throw new GatewayError(
          400,
          GATEWAY_ERRORS.userNotExist,
          'Sorry, the user does not exist or is disabled.',
        );
      }
      deps.store.issueSms(
        body.mobileNum,
        normaliseDialingCode(body.countryDialingCode),
        SMS_EXPIRED_MINUTES * 60_000,
      );
      return { expiredMinutes: SMS_EXPIRED_MINUTES };
    },

    /**
     * Recovery, step 2 (encrypted): the code sets a new password. An unknown number fails like a
     * wrong code.
     */
    passwordReset: (ctx) => {
      const body = parseInput(PasswordResetSchema, ctx.payload);
      const account = deps.store.accountByMobile(body.mobileNum);
      if (!account || !deps.store.checkSms(body.mobileNum, body.verificationCode)) {
        throw new GatewayError(400, GATEWAY_ERRORS.verificationCode, 'Verification code error', {
          field: 'verificationCode',
        });
      }
      checkNewPassword(body);
      account.passwordHash = hashPassword(body.newPassword);
      deps.store.setCaptchaRequired(account.username, false);
      deps.store.changed();
      return null;
    },

    /**
     * Change password (§3.1, encrypted): the old password must be right, the new one must follow
     * the register rule for passwords and be confirmed. A trial account has no password.
     */
    changePassword: (ctx) => {
      const { account } = requireAccount(ctx);
      const body = parseInput(ChangePasswordSchema, ctx.payload);
      if (!verifyPassword(body.oldPassword, account.passwordHash)) {
        throw new GatewayError(
          400,
          GATEWAY_ERRORS.oldPasswordIncorrect,
          'The old password is incorrect',
          { field: 'oldPassword' },
        );
      }
      checkNewPassword(body);
      account.passwordHash = hashPassword(body.newPassword);
      deps.store.changed();
      return null;
    },
  };
}

/** A new password (change or recovery): the register rule for passwords, and confirmed. */
function checkNewPassword(body: { newPassword: string; confirmNewPassword: string }): void {
  if (!matchesRule(REGISTER_RULES.password, body.newPassword)) {
    throw new GatewayError(400, GATEWAY_ERRORS.passwordFormat, 'Password format is incorrect', {
      field: 'newPassword',
    });
  }
  if (body.confirmNewPassword !== body.newPassword) {
    throw new GatewayError(
      400,
      GATEWAY_ERRORS.confirmPassword,
      'Confirmation password not matched',
      {
        field: 'confirmNewPassword',
      },
    );
  }
}

const PasswordSmsSchema = z.object({
  mobileNum: z.string().trim().min(4).max(20),
  countryDialingCode: z.string().trim().max(8).nullish(),
});

const PasswordResetSchema = z.object({
  mobileNum: z.string().trim().min(4).max(20),
  countryDialingCode: z.string().trim().max(8).nullish(),
  verificationCode: z.string().trim().max(10),
  newPassword: z.string().max(64),
  confirmNewPassword: z.string().max(64),
});

const ChangePasswordSchema = z.object({
  oldPassword: z.string().max(64),
  newPassword: z.string().max(64),
  confirmNewPassword: z.string().max(64),
});
