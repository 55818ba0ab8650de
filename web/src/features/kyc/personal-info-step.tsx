/**
 * KYC step 1: the personal information (spec section 3), validated by the schema the BFF takes.
 * A birthday under 21 stops here with 'birthday_limit' beside the field: nothing is sent.
 */
import type { KycPersonalInfoForm, KycPersonalInfoInput } from '@app/contracts';
import {
  KYC_ID_TYPES,
  KYC_NATURES_OF_WORK,
  KYC_SOURCES_OF_INCOME,
  manilaDate,
} from '@app/contracts/values';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { UseFormReturn } from 'react-hook-form';
import { Button } from '../../components/ui/button.tsx';
import { Form, FormField, useSubmitError } from '../../components/ui/form.tsx';
import { useLanguage } from '../../i18n/index.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { StepActions } from './step-actions.tsx';

const FIELDS = [
  'idType',
  'payeeName',
  'birthday',
  'address',
  'permanentAddress',
  'placeOfBirth',
  'nationality',
  'sourceOfIncome',
  'occupation',
  'employerName',
] as const;

interface Props {
  form: UseFormReturn<KycPersonalInfoForm, unknown, KycPersonalInfoInput>;
  onBack: () => void;
  onDone: () => void;
}

export function PersonalInfoStep({ form, onBack, onDone }: Props) {
  const { t } = useTranslation(['kyc', 'errors']);
  const trpc = useTRPC();
  const language = useLanguage();
  const refused = useSubmitError(form, FIELDS);
  const countries = useQuery(
    trpc.system.countries.queryOptions({ language }, { staleTime: 60 * 60_000 }),
  );
  const submit = useMutation(
    trpc.kyc.submitPersonalInfo.mutationOptions({
      meta: { silent: true },
      onSuccess: onDone,
      onError: refused.show,
    }),
  );

  return (
    <Form
      form={form}
      refused={refused}
      className="kyc__form"
      onSubmit={(input) => submit.mutate(input)}
    >
      <KeyedSelect name="idType" list={KYC_ID_TYPES} group="idTypes" />
      <TextField name="payeeName" autoComplete="name" />
      <FormField<KycPersonalInfoForm>
        name="birthday"
        id={fieldId('birthday')}
        type="date"
        min="1900-01-01"
        max={manilaDate()}
        autoComplete="bday"
        label={t('info.birthday')}
      />
      <TextField name="address" autoComplete="street-address" />
      <TextField name="permanentAddress" />
      <TextField name="placeOfBirth" />
      <FormField<KycPersonalInfoForm>
        name="nationality"
        id={fieldId('nationality')}
        label={t('info.nationality')}
      >
        {(control) => (
          <select {...control}>
            {/* The form's default (PH) is listed before the countries arrive. */}
            {countries.data ? null : <option value="PH">Philippines</option>}
            {countries.data?.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <KeyedSelect name="sourceOfIncome" list={KYC_SOURCES_OF_INCOME} group="sourcesOfIncome" />
      <KeyedSelect name="occupation" list={KYC_NATURES_OF_WORK} group="naturesOfWork" />
      <TextField name="employerName" autoComplete="organization" />
      <StepActions error={refused.error} onBack={onBack}>
        <Button type="submit" busy={submit.isPending}>
          {t('info.next')}
        </Button>
      </StepActions>
    </Form>
  );
}

type Field = keyof KycPersonalInfoForm;

/** `kyc-place-of-birth` for `placeOfBirth`. */
const fieldId = (name: Field) => `kyc-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/** A one-line text field labelled by its `info.<name>` text. */
function TextField({ name, autoComplete }: { name: Field; autoComplete?: string }) {
  const { t } = useTranslation('kyc');
  return (
    <FormField<KycPersonalInfoForm>
      name={name}
      id={fieldId(name)}
      type="text"
      {...(autoComplete ? { autoComplete } : {})}
      label={t(`info.${name}`)}
    />
  );
}

/** A choice from one of the spec's keyed lists; the key travels, its text is shown. */
function KeyedSelect({
  name,
  list,
  group,
}: {
  name: Field;
  list: readonly { key: number }[];
  group: 'idTypes' | 'sourcesOfIncome' | 'naturesOfWork';
}) {
  const { t } = useTranslation('kyc');
  return (
    <FormField<KycPersonalInfoForm> name={name} id={fieldId(name)} label={t(`info.${name}`)}>
      {(control) => (
        <select {...control}>
          <option value="">{t('info.choose')}</option>
          {list.map(({ key }) => (
            <option key={key} value={String(key)}>
              {t(`${group}.${key}`)}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
