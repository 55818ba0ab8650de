/**
 * The captcha's input and picture (login, registration): digits only, at most 6. The image keeps
 * its own name, and
 * a transparent button on top makes a tap on it reload. The button is named by its text, not
 * aria-label, so that label queries for "Verification code" find only the input.
 */
import { LIMITS } from '@app/contracts/values';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  digitsOnly,
  DIGITS_INPUT,
  FormField,
  type FieldControlProps,
} from '../../components/ui/form.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useTRPC } from '../../lib/trpc.ts';

/**
 * A captcha picture, fresh each time it is asked for (never cached, never retried, its failure
 * the screen's to say): `enabled` while the screen shows it.
 */
export function useCaptcha(enabled = true) {
  const trpc = useTRPC();
  return useQuery(
    trpc.session.captcha.queryOptions(undefined, {
      enabled,
      staleTime: 0,
      gcTime: 0,
      refetchOnWindowFocus: false,
      retry: false,
      meta: { silent: true },
    }),
  );
}

export interface CaptchaImageProps {
  /** The `data:image/png;base64,...` URL, once loaded. */
  image: string | undefined;
  fetching: boolean;
  onRefresh: () => void;
}

/**
 * The captcha as a field (`captcha`) of the enclosing Form: its input and the picture of
 * `useCaptcha`'s answer, a tap on it asking for a new one.
 */
export function CaptchaField({
  id,
  label,
  hint,
  captcha,
  onRefresh,
}: {
  id: string;
  label: string;
  hint?: string;
  captcha: { data?: { image: string } | undefined; isFetching: boolean };
  onRefresh: () => void;
}) {
  return (
    <FormField<{ captcha: string }> name="captcha" id={id} label={label} hint={hint}>
      {(control) => (
        <CaptchaRow
          control={control}
          image={captcha.data?.image}
          fetching={captcha.isFetching}
          onRefresh={onRefresh}
        />
      )}
    </FormField>
  );
}

/** The row the captcha field renders: its input (the field's control) and the picture. */
function CaptchaRow({ control, ...image }: CaptchaImageProps & { control: FieldControlProps }) {
  return (
    <div className="field__row">
      <input
        {...DIGITS_INPUT}
        autoComplete="off"
        maxLength={LIMITS.captchaMaxLength}
        {...digitsOnly(control)}
      />
      <CaptchaImage {...image} />
    </div>
  );
}

/**
 * A captcha typed outside the form (the registration's SMS panel, after a refused code used the
 * form's one up): digits only as typed, at most 6, the picture beside it.
 */
export function CaptchaInput({
  id,
  label,
  value,
  onChange,
  captcha,
  onRefresh,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  captcha: { data?: { image: string } | undefined; isFetching: boolean };
  onRefresh: () => void;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="field__row">
        <input
          id={id}
          {...DIGITS_INPUT}
          autoComplete="off"
          maxLength={LIMITS.captchaMaxLength}
          value={value}
          onChange={(event) => onChange(event.target.value.replace(/\D/g, ''))}
        />
        <CaptchaImage
          image={captcha.data?.image}
          fetching={captcha.isFetching}
          onRefresh={onRefresh}
        />
      </div>
    </div>
  );
}

function CaptchaImage({ image, fetching, onRefresh }: CaptchaImageProps) {
  const { t } = useTranslation('session');
  return (
    <div className="field__toggle captcha">
      {image ? (
        <img src={image} alt={t('login.captchaImage')} width={100} height={40} />
      ) : fetching ? (
        <Spinner label={t('app.loading')} inline />
      ) : (
        <Icon name="refresh" size={20} />
      )}
      <button type="button" className="captcha__refresh" onClick={onRefresh}>
        <span className="visually-hidden">{t('login.refreshCaptcha')}</span>
      </button>
    </div>
  );
}
