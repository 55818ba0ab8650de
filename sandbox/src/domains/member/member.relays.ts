/**
 * The member's profile (§6; account settings of issue 13, bodies ours): the info, the icon,
 * nickname, e-mail and payee name, the security question, and feedback. The records are the
 * accounts slice's; this domain keeps none of its own.
 */
import type { GatewayMemberInfo } from '@app/contracts';
import { z } from 'zod';
import { requireAccount } from '../../gateway/context.ts';
import { defineRelays } from '../../gateway/domain.ts';
import { GatewayError, gatewayErrors, parseInput } from '../../gateway/errors.ts';
import { hashPassword } from '../../shared/passwords.ts';
import { AccountsSlice } from '../accounts/accounts.state.ts';
import { MerchantSlice } from '../system/merchant.state.ts';

/** `0917123****`: national number with its leading zero, last four digits hidden. */
export function maskMobile(mobile: string | null): string | null {
  if (!mobile) return null;
  const national = `0${mobile}`;
  return `${national.slice(0, -4)}****`;
}

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

export const memberRelays = defineRelays(
  {
    memberInfo: {
      methods: ['GET'],
      path: '/wps/member/info',
      moduleIds: ['COMM3'],
      login: 'optional',
      encryption: 'none',
      record: true,
    },
    memberIcon: {
      methods: ['GET', 'POST'],
      path: '/wps/member/info/icon',
      moduleIds: ['PROFPIC3'],
      login: 'login',
      encryption: 'none',
    },
    memberNickname: {
      methods: ['POST'],
      path: '/wps/member/info/nickname',
      moduleIds: ['MYACC', 'COMM3'],
      login: 'login',
      encryption: 'none',
    },
    memberEmail: {
      methods: ['POST'],
      path: '/wps/member/info/email',
      // Binding an address; MAILVERIFICATION3 (a code to the address) is not simulated.
      moduleIds: ['MYACC', 'COMM3'],
      login: 'login',
      encryption: 'none',
    },
    memberPayeeName: {
      methods: ['POST'],
      path: '/wps/member/info/payeename',
      moduleIds: ['MYACC', 'COMM3'],
      login: 'login',
      encryption: 'none',
    },
    securityQuestions: {
      methods: ['GET'],
      path: '/wps/member/securityQuestions',
      moduleIds: ['SECQUES3', 'COMM3'],
      login: 'login',
      encryption: 'none',
    },
    customerSecurityQuestions: {
      methods: ['GET', 'PUT'],
      path: '/wps/member/customerSecurityQuestions',
      moduleIds: ['SECQUES3'],
      login: 'login',
      encryption: 'none',
    },
    /** Player feedback (spec `/m/feedback`; body ours: `{type, content}`). */
    feedback: {
      methods: ['PUT'],
      path: '/wps/feedback',
      moduleIds: ['FEEDBACK3'],
      login: 'login',
      encryption: 'none',
      record: true,
    },
  },
  (deps) => {
    const accounts = deps.slice(AccountsSlice);
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
          const answerHash = hashPassword(answer.toLowerCase());
          accounts.update(account.id, { securityQuestion: { questionId, answerHash } });
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
          const { avatar } = parseInput(AvatarSchema, ctx.payload);
          accounts.update(account.id, { avatar });
          return { avatar, avatarType: 'STATIC' };
        }
        return { avatar: account.avatar ?? '0', avatarType: 'STATIC' };
      },

      memberNickname: (ctx) => {
        const { account } = requireAccount(ctx);
        accounts.update(account.id, parseInput(NicknameSchema, ctx.payload));
        return { success: true };
      },

      memberEmail: (ctx) => {
        const { account } = requireAccount(ctx);
        accounts.update(account.id, parseInput(EmailSchema, ctx.payload));
        return { success: true };
      },

      /** The payee name is set once: the bank accounts are checked against it. */
      memberPayeeName: (ctx) => {
        const { account } = requireAccount(ctx);
        const { payeeName } = parseInput(PayeeNameSchema, ctx.payload);
        if (account.payeeName) {
          throw new GatewayError(400, 'payee.name.exists', 'The payee name is already set');
        }
        accounts.update(account.id, { payeeName });
        return { success: true };
      },

      memberInfo: ({ token, account }) => {
        if (!account) {
          // A dead token is always 401 so the client drops it; a guest depends on the switch.
          if (token || deps.slice(MerchantSlice).settings().memberInfoGuest === '401') {
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
    };
  },
);
