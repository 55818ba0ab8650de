/**
 * Passwords: the change of a signed-in member (§3.1, encrypted) and the recovery by a code to
 * the member's number (request shapes ours: the upstream captures do not show them).
 */
import { GATEWAY_ERRORS, matchesRegisterRule, type RegisterFieldRule } from '@app/contracts';
import { z } from 'zod';
import { requireAccount } from '../../gateway/context.ts';
import { defineRelays } from '../../gateway/domain.ts';
import { GatewayError, parseInput } from '../../gateway/errors.ts';
import { hashPassword, verifyPassword } from '../../shared/passwords.ts';
import { AccountsSlice } from './accounts.state.ts';
import { MerchantSlice } from '../system/merchant.state.ts';
import { sendSmsCode } from './session.relays.ts';

const MobileNumSchema = z.string().trim().min(4).max(20);
const DialingCodeSchema = z.string().trim().max(8).nullish();

const PasswordSmsSchema = z.object({
  mobileNum: MobileNumSchema,
  countryDialingCode: DialingCodeSchema,
});

const NewPasswordSchema = z.object({
  newPassword: z.string().max(64),
  confirmNewPassword: z.string().max(64),
});

const PasswordResetSchema = z.object({
  mobileNum: MobileNumSchema,
  countryDialingCode: DialingCodeSchema,
  verificationCode: z.string().trim().max(10),
  ...NewPasswordSchema.shape,
});

const ChangePasswordSchema = z.object({
  oldPassword: z.string().max(64),
  ...NewPasswordSchema.shape,
});

/** A new password (change or recovery): the register rule for passwords, and confirmed. */
function checkNewPassword(
  body: z.infer<typeof NewPasswordSchema>,
  rule: RegisterFieldRule | undefined,
): void {
  if (rule?.enabled && !matchesRegisterRule(rule, body.newPassword)) {
    throw new GatewayError(400, GATEWAY_ERRORS.passwordFormat, 'Password format is incorrect', {
      field: 'newPassword',
    });
  }
  if (body.confirmNewPassword !== body.newPassword) {
    throw new GatewayError(
      400,
      GATEWAY_ERRORS.confirmPassword,
      'Confirmation password not matched',
      { field: 'confirmNewPassword' },
    );
  }
}

export const passwordRelays = defineRelays(
  {
    changePassword: {
      methods: ['POST'],
      path: '/wps/member/password',
      moduleIds: ['PASS3'],
      login: 'login',
      encryption: 'body',
    },
    passwordSms: {
      methods: ['POST'],
      path: '/wps/member/password/sms',
      moduleIds: ['PWRESETSMS3'],
      login: 'public',
      encryption: 'none',
    },
    passwordReset: {
      methods: ['POST'],
      path: '/wps/member/password/verification',
      moduleIds: ['CHNGPASSVERIF3'],
      login: 'public',
      encryption: 'body',
    },
  },
  (deps) => {
    const accounts = deps.slice(AccountsSlice);
    return {
      /** Recovery, step 1: a code to the member's number (an unknown number is refused). */
      passwordSms: (ctx) => {
        const body = parseInput(PasswordSmsSchema, ctx.payload);
        if (!accounts.byMobile(body.mobileNum)) {
          throw new GatewayError(
            400,
            GATEWAY_ERRORS.userNotExist,
            'Sorry, the user does not exist or is disabled.',
          );
        }
        return sendSmsCode(accounts, body.mobileNum, body.countryDialingCode);
      },

      /**
       * Recovery, step 2 (encrypted): the code sets a new password. An unknown number fails like
       * a wrong code.
       */
      passwordReset: (ctx) => {
        const body = parseInput(PasswordResetSchema, ctx.payload);
        const account = accounts.byMobile(body.mobileNum);
        if (!account || !accounts.checkSms(body.mobileNum, body.verificationCode)) {
          throw new GatewayError(400, GATEWAY_ERRORS.verificationCode, 'Verification code error', {
            field: 'verificationCode',
          });
        }
        checkNewPassword(body, deps.slice(MerchantSlice).registerRules().password);
        accounts.update(account.id, { passwordHash: hashPassword(body.newPassword) });
        accounts.setCaptchaRequired(account.username, false);
        return null;
      },

      /**
       * Change password (§3.1, encrypted): the old password must be right, the new one must
       * follow the register rule for passwords and be confirmed. A trial account has no password.
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
        checkNewPassword(body, deps.slice(MerchantSlice).registerRules().password);
        accounts.update(account.id, { passwordHash: hashPassword(body.newPassword) });
        return null;
      },
    };
  },
);
