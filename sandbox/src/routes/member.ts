/** Member info and wallet balance (§6). */
import type { GatewayMemberInfo } from '@app/contracts';
import { z } from 'zod';
import type { HandlerMap, SandboxDeps } from '../gateway/context.ts';
import { requireAccount } from '../gateway/context.ts';
import { gatewayErrors, parseInput } from '../gateway/errors.ts';

/** `0917123****`: national number with its leading zero, last four digits hidden. */
export function maskMobile(mobile: string | null): string | null {
  if (!mobile) return null;
  const national = `0${mobile}`;
  return `${national.slice(0, -4)}****`;
}

const BalanceQuerySchema = z.object({ typeId: z.string().regex(/^\d+$/).optional() }).loose();

export function memberHandlers(deps: SandboxDeps): HandlerMap {
  return {
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
      };
      return value;
    },

    walletBalance: (ctx) => {
      parseInput(BalanceQuerySchema, ctx.query);
      const { account } = requireAccount(ctx);
      const balance = Math.round(account.balance * 100) / 100;
      return {
        sumBalance: balance,
        currency: 'PHP',
        currencySymbol: '₱',
        balance: [{ accountTypeId: 2, availBalance: balance }],
      };
    },
  };
}
