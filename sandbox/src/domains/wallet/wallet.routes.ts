/**
 * The payment gateway's page a gateway deposit sends the player to (issue 13): Pay approves the
 * deposit, Cancel rejects it; either way the player goes back to the return address with the
 * order and its outcome.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SandboxDeps } from '../../gateway/context.ts';
import { escapeXml } from '../../images/svg.ts';
import { sendPage } from '../../shared/html.ts';
import { safeBackUrl } from '../../shared/urls.ts';
import { WalletSlice } from './wallet.state.ts';

const PayParamsSchema = z.object({ orderNo: z.string().regex(/^P[0-9A-F]{6,40}$/) });

export function paymentRoutes(app: FastifyInstance, deps: SandboxDeps): void {
  const money = deps.slice(WalletSlice);

  app.get('/pay/:orderNo', (request, reply) => {
    const params = PayParamsSchema.safeParse(request.params);
    const order = params.success ? money.order(params.data.orderNo) : null;
    const deposit = order?.deposit;
    if (!order || !deposit || deposit.channel !== 'gateway') {
      return sendPage(reply, 404, 'Payment', '<p style="padding:1rem">Unknown payment.</p>');
    }
    const back = (status: string) => {
      const target = safeBackUrl(deposit.reference) ?? '/';
      const separator = target.includes('?') ? '&' : '?';
      return `${target}${separator}deposit=${deposit.orderNo}&status=${status}`;
    };
    const action = (request.query as Record<string, unknown>)['action'];
    if (deposit.status === 'pending' && (action === 'pay' || action === 'cancel')) {
      const settled = money.settle(deposit.orderNo, action === 'pay' ? 'approved' : 'rejected');
      return reply.redirect(back(settled?.deposit?.status ?? deposit.status), 303);
    }
    const amount = (deposit.amountCents / 100).toFixed(2);
    return sendPage(
      reply,
      200,
      'Payment',
      `<main style="padding:1rem;max-width:420px;margin:0 auto">` +
        `<h1 style="font-size:1.3rem">${escapeXml(deposit.via)} payment</h1>` +
        `<p>Order ${escapeXml(deposit.orderNo)}: PHP ${amount}</p>` +
        (deposit.status === 'pending'
          ? `<p><a id="pay" href="/pay/${deposit.orderNo}?action=pay" style="color:#f5b301;font-weight:700">Pay PHP ${amount}</a></p>` +
            `<p><a id="cancel" href="/pay/${deposit.orderNo}?action=cancel" style="color:#fff">Cancel</a></p>`
          : `<p>This payment is ${deposit.status}. <a href="${escapeXml(back(deposit.status))}" style="color:#f5b301">Back</a></p>`) +
        `</main>`,
    );
  });
}
