/**
 * Forms on react-hook-form, validated by the same contracts zod schema the BFF procedure takes
 * as input: what the form submits is exactly the procedure's input type.
 *
 *   const form = useZodForm(UsernameLoginInputSchema, { defaultValues: {...} });
 *   <Form form={form} onSubmit={(input) => login.mutate(input)}>
 *     <FormField name="username" id="login-username" label={t('login.username')} />
 *   </Form>
 *
 * The contracts schemas carry catalogue keys as their messages ('validation.required', ...):
 * FormField shows the `validation` namespace's text in the player's language (the route lists
 * that namespace), and a server's `fieldErrors` set with
 * `form.setError(name, { type: 'server', message: key })` show the same way. Accessible: the
 * label names the input (for/id), an invalid input has aria-invalid and aria-describedby to its
 * error text (role="alert"), and on a refused submit react-hook-form focuses the first invalid
 * field (`shouldFocusError`, its default).
 *
 * The pieces: FormField (a label, an input or the caller's own control, its error or hint, and
 * an `action` beside the input: a Max, a Send code), FormSelect (a choice from a list),
 * FormError and useSubmitError (a refused submission: the BFF's field errors beside their
 * fields, anything else above the button, in the player's language).
 *
 * Lazy screens only: this module brings zod (through the resolver) into the chunk of whoever
 * imports it; the home's first load must not.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ChangeEvent, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorData, errorText, validationText } from '../../lib/errors.ts';
import {
  FormProvider,
  useForm,
  useFormContext,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type Resolver,
  type SubmitHandler,
  type UseFormProps,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import './form.css';

type Schema<TInput extends FieldValues, TOutput extends FieldValues> = z.ZodType<TOutput, TInput>;

/**
 * useForm with the zod resolver of `schema`. `schema` may be a function, read at each
 * validation, for a form whose rules change while it is open (the login's captcha becomes
 * mandatory once shown).
 */
export function useZodForm<TInput extends FieldValues, TOutput extends FieldValues>(
  schema: Schema<TInput, TOutput> | (() => Schema<TInput, TOutput>),
  options: Omit<UseFormProps<TInput, unknown, TOutput>, 'resolver'> = {},
): UseFormReturn<TInput, unknown, TOutput> {
  const resolver: Resolver<TInput, unknown, TOutput> = (values, context, resolverOptions) => {
    const current = typeof schema === 'function' ? schema() : schema;
    return zodResolver<TInput, unknown, TOutput>(current)(values, context, resolverOptions);
  };
  return useForm<TInput, unknown, TOutput>({ ...options, resolver });
}

export interface FormProps<TInput extends FieldValues, TOutput extends FieldValues> extends Omit<
  ComponentPropsWithoutRef<'form'>,
  'onSubmit'
> {
  form: UseFormReturn<TInput, unknown, TOutput>;
  /** Called with the parsed values (the schema's output) when every field is valid. */
  onSubmit: SubmitHandler<TOutput>;
  /** The form's useSubmitError: the last refusal goes when the player sends again. */
  refused?: { clear: () => void };
  children: ReactNode;
}

/**
 * Shows the BFF's field errors (`error.data.fieldErrors`, catalogue keys) beside those of
 * `fields` the form has; true when at least one landed on a field, so the caller shows the
 * error above the button only otherwise.
 */
export function showServerFieldErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T, unknown, FieldValues>, 'setError'>,
  error: unknown,
  fields: readonly string[],
): boolean {
  let shown = false;
  for (const [field, keys] of Object.entries(errorData(error)?.fieldErrors ?? {})) {
    if (fields.includes(field) && keys[0]) {
      form.setError(field as Path<T>, { type: 'server', message: keys[0] });
      shown = true;
    }
  }
  return shown;
}

/**
 * A refused submission: `show(error)` puts the BFF's field errors beside those of `fields` the
 * form has (showServerFieldErrors) and keeps the error for FormError otherwise; Form given it as
 * `refused` clears it when the player sends again.
 */
export function useSubmitError<T extends FieldValues>(
  form: Pick<UseFormReturn<T, unknown, FieldValues>, 'setError'>,
  fields: readonly string[],
) {
  const [error, setError] = useState<unknown>(null);
  return {
    error,
    show: (cause: unknown) => setError(showServerFieldErrors(form, cause, fields) ? null : cause),
    clear: () => setError(null),
  };
}

/** The form's own error (useSubmitError's), read in the player's language; nothing without one. */
export function FormError({ error, className }: { error: unknown; className: string }) {
  const { t } = useTranslation();
  if (error === null || error === undefined) return null;
  return (
    <p className={className} role="alert">
      {errorText(error, t)}
    </p>
  );
}

/** A <form> (no browser validation bubbles: the schema's texts show instead) for FormFields. */
export function Form<TInput extends FieldValues, TOutput extends FieldValues>({
  form,
  onSubmit,
  refused,
  children,
  ...rest
}: FormProps<TInput, TOutput>) {
  const send: SubmitHandler<TOutput> = (values, event) => {
    refused?.clear();
    return onSubmit(values, event);
  };
  return (
    <FormProvider {...form}>
      <form noValidate {...rest} onSubmit={(event) => void form.handleSubmit(send)(event)}>
        {children}
      </form>
    </FormProvider>
  );
}

/** An input of digits (a code): the numeric keyboard, digits only, no spelling help. */
export const DIGITS_INPUT = { type: 'text', inputMode: 'numeric', pattern: '[0-9]*' } as const;

/**
 * A field's control that keeps digits only as they are typed (a pasted or autofilled code with
 * spaces or letters too): the captcha and SMS-code fields (spec section 5).
 */
export function digitsOnly<
  T extends { onChange: (event: ChangeEvent<HTMLInputElement>) => unknown },
>(control: T): T {
  return {
    ...control,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      event.target.value = event.target.value.replace(/\D/g, '');
      return control.onChange(event);
    },
  };
}

/** What an input needs to be the field's control: register()'s props plus its ARIA wiring. */
export type FieldControlProps = UseFormRegisterReturn & {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

export interface FormFieldProps<TInput extends FieldValues> extends Omit<
  ComponentPropsWithoutRef<'input'>,
  'name' | 'id' | 'children'
> {
  name: Path<TInput>;
  /** The input's id; its error text is `${id}-error`, its hint `${id}-hint`. */
  id: string;
  label: string;
  /** Shown (role="status") while there is no error; the input is described by it. */
  hint?: ReactNode;
  className?: string;
  /** Beside the input, in one row: a button that acts on the field (Max, Send code). */
  action?: ReactNode;
  /** register()'s options (`valueAsNumber` for a field the schema wants as a number). */
  registerOptions?: RegisterOptions<TInput, Path<TInput>>;
  /** Renders the control itself (a select, a textarea); a plain input otherwise. */
  children?: (control: FieldControlProps) => ReactNode;
}

/** Label, input and error text of one field of the enclosing Form. */
export function FormField<TInput extends FieldValues>({
  name,
  id,
  label,
  hint,
  className,
  action,
  registerOptions,
  children,
  ...inputProps
}: FormFieldProps<TInput>) {
  const { t } = useTranslation('validation');
  const { register, formState } = useFormContext<TInput>();
  // A nested name ('a.b') is not used by any form yet: errors are read at the top level.
  const message = formState.errors[name]?.message;
  const error = typeof message === 'string' && message !== '' ? message : null;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const control: FieldControlProps = {
    ...register(name, registerOptions),
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : hint ? hintId : undefined,
  };
  const input = children ? children(control) : <input {...inputProps} {...control} />;
  return (
    <div className={['field', className ?? ''].filter(Boolean).join(' ')}>
      <label htmlFor={id}>{label}</label>
      {action ? (
        <div className="field__row">
          {input}
          {action}
        </div>
      ) : (
        input
      )}
      {error ? (
        <p id={errorId} className="field__error" role="alert">
          {validationText(error, t)}
        </p>
      ) : hint ? (
        <p id={hintId} className="field__hint" role="status">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export interface FormSelectProps<TInput extends FieldValues> {
  name: Path<TInput>;
  id: string;
  label: string;
  options: readonly { value: string | number; label: string }[];
  /** A first option without a value ('Choose your bank'): nothing is chosen until the player does. */
  placeholder?: string;
  /** The schema wants a number (an id): the chosen value is given as one. */
  valueAsNumber?: boolean;
  className?: string;
}

/** A FormField whose control is a choice from `options`. */
export function FormSelect<TInput extends FieldValues>({
  options,
  placeholder,
  valueAsNumber = false,
  ...field
}: FormSelectProps<TInput>) {
  return (
    <FormField<TInput>
      {...field}
      {...(valueAsNumber ? { registerOptions: { valueAsNumber: true } } : {})}
    >
      {(control) => (
        <select {...control}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
