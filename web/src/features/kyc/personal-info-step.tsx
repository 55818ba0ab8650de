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
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseFormReturn } from 'react-hook-form';
import { Button } from '../../components/ui/button.tsx';
import { Form, FormField, showServerFieldErrors } from '../../components/ui/form.tsx';
import { useLanguage } from '../../i18n/index.ts';
import { errorText } from '../../lib/errors.ts';
import { useTRPC } from '../../lib/trpc.ts';

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
  const [formError, setFormError] = useState<string | null>(null);
  const countries = useQuery(
    trpc.system.countries.queryOptions({ language }, { staleTime: 60 * 60_000 }),
  );
  const submit = useMutation(
    trpc.kyc.submitPersonalInfo.mutationOptions({
      meta: { silent: true },
      onSuccess: onDone,
      onError: (error) => {
        const onField = showServerFieldErrors(form, error, FIELDS);
        setFormError(onField ? null : errorText(error, t));
      },
    }),
  );

  const options = (list: readonly { key: number }[], group: string) => [
    <option key="" value="">
      {t('info.choose')}
    </option>,
    ...list.map(({ key }) => (
      <option key={key} value={String(key)}>
        {t(`${group}.${key}`)}
      </option>
    )),
  ];

  return (
    <Form
      form={form}
      className="kyc__form"
      onSubmit={(input) => {
        setFormError(null);
        submit.mutate(input);
      }}
    >
      <FormField<KycPersonalInfoForm> name="idType" id="kyc-id-type" label={t('info.idType')}>
        {(control) => <select {...control}>{options(KYC_ID_TYPES, 'idTypes')}</select>}
      </FormField>
      <FormField<KycPersonalInfoForm>
        name="payeeName"
        id="kyc-payee-name"
        type="text"
        autoComplete="name"
        label={t('info.payeeName')}
      />
      <FormField<KycPersonalInfoForm>
        name="birthday"
        id="kyc-birthday"
        type="date"
        min="1900-01-01"
        max={manilaDate()}
        autoComplete="bday"
        label={t('info.birthday')}
      />
      <FormField<KycPersonalInfoForm>
        name="address"
        id="kyc-address"
        type="text"
        autoComplete="street-address"
        label={t('info.address')}
      />
      <FormField<KycPersonalInfoForm>
        name="permanentAddress"
        id="kyc-permanent-address"
        type="text"
        label={t('info.permanentAddress')}
      />
      <FormField<KycPersonalInfoForm>
        name="placeOfBirth"
        id="kyc-place-of-birth"
        type="text"
        label={t('info.placeOfBirth')}
      />
      <FormField<KycPersonalInfoForm>
        name="nationality"
        id="kyc-nationality"
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
      <FormField<KycPersonalInfoForm>
        name="sourceOfIncome"
        id="kyc-source-of-income"
        label={t('info.sourceOfIncome')}
      >
        {(control) => (
          <select {...control}>{options(KYC_SOURCES_OF_INCOME, 'sourcesOfIncome')}</select>
        )}
      </FormField>
      <FormField<KycPersonalInfoForm>
        name="occupation"
        id="kyc-occupation"
        label={t('info.occupation')}
      >
        {(control) => <select {...control}>{options(KYC_NATURES_OF_WORK, 'naturesOfWork')}</select>}
      </FormField>
      <FormField<KycPersonalInfoForm>
        name="employerName"
        id="kyc-employer"
        type="text"
        autoComplete="organization"
        label={t('info.employerName')}
      />
      {formError ? (
        <p className="field__error" role="alert">
          {formError}
        </p>
      ) : null}
      <div className="dialog__actions kyc__actions">
        <Button variant="secondary" onClick={onBack}>
          {t('back')}
        </Button>
        <Button type="submit" busy={submit.isPending}>
          {t('info.next')}
        </Button>
      </div>
    </Form>
  );
}
