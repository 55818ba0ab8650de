/**
 * One downline's rebate per product type (agent.rebates {memberId}): for each, the merchant's
 * limit (MCS2_getGlobalRebateSettingsByProductType), the agent's own rate
 * (getCustomerRebateSettingByProductType) and so the range allowed, and the downline's rate to
 * edit. The form checks each rate against that range (rebate-limits.ts) and sends only what
 * changed (agent.updateRebates); a refusal of the gateway's (a limit changed meanwhile:
 * `rebate_out_of_range`) shows its catalogue text above the button.
 */
import { UpdateRebatesInputSchema, type RebateSettings } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Card, Skeleton } from '../../../components/ui/card.tsx';
import {
  Form,
  FormError,
  FormField,
  useSubmitError,
  useZodForm,
} from '../../../components/ui/form.tsx';
import { QueryView } from '../../../components/ui/query-view.tsx';
import { showToast } from '../../../components/ui/toast.tsx';
import { useTRPC } from '../../../lib/trpc.ts';
import { useRateFormat } from './agent-centre-parts.tsx';
import { changedRebates, rebateFormSchema, type RebateValues } from './rebate-limits.ts';

export function RebateSettingsCard({ memberId }: { memberId: number }) {
  const { t } = useTranslation('agentCentre');
  const rebates = useQuery(useTRPC().agent.rebates.queryOptions({ memberId }));
  return (
    <Card
      id="agent-rebates"
      className="agent-card"
      titleClassName="agent-card__title"
      title={t('rebates.title')}
    >
      <p className="agent-muted">{t('rebates.intro')}</p>
      <QueryView query={rebates} loading={<Skeleton className="agent-skeleton" />}>
        {(data) => <RebateForm memberId={memberId} products={data.products} />}
      </QueryView>
    </Card>
  );
}

function RebateForm({
  memberId,
  products,
}: {
  memberId: number;
  products: RebateSettings['products'];
}) {
  const { t } = useTranslation(['agentCentre', 'errors', 'validation']);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const rate = useRateFormat();
  const schema = useMemo(() => rebateFormSchema(products), [products]);
  const form = useZodForm(schema, {
    defaultValues: Object.fromEntries(products.map((p) => [p.productType, p.current ?? p.min])),
  });
  const refused = useSubmitError(form, []);
  const update = useMutation(
    trpc.agent.updateRebates.mutationOptions({
      meta: { silent: true },
      onSuccess: () => {
        showToast(t('rebates.saved'));
        void queryClient.invalidateQueries({ queryKey: trpc.agent.rebates.queryKey({ memberId }) });
        void queryClient.invalidateQueries({
          queryKey: trpc.agent.downline.queryKey({ memberId }),
        });
      },
      onError: refused.show,
    }),
  );
  const save = (values: RebateValues) => {
    const rebates = changedRebates(products, values);
    if (rebates.length === 0) {
      showToast(t('rebates.unchanged'));
      return;
    }
    update.mutate(UpdateRebatesInputSchema.parse({ memberId, rebates }));
  };
  return (
    <Form form={form} onSubmit={save} refused={refused} className="agent-rebates">
      {products.map((product) => (
        <div key={product.productType} className="agent-rebate">
          <FormField
            name={product.productType}
            id={`rebate-${product.productType}`}
            label={t('rebates.rate', { product: t(`products.${product.productType}`) })}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            hint={t('rebates.allowed', { min: rate(product.min), max: rate(product.max) })}
          />
          <p className="agent-muted agent-rebate__limits">
            {t('rebates.limits', {
              min: rate(product.globalMin),
              max: rate(product.globalMax),
              own: rate(product.own),
            })}
          </p>
        </div>
      ))}
      <FormError error={refused.error} className="agent-form__error" />
      <Button type="submit" busy={update.isPending}>
        {t('rebates.save')}
      </Button>
    </Form>
  );
}
