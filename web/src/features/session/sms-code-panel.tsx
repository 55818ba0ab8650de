/**
 * The registration's full-screen SMS code panel (spec sections 2 and 5): six digit boxes, one
 * digit each. Typing moves on to the next box, Backspace on an empty box goes back, a pasted or
 * autofilled code fills them all, and the sixth digit submits. The caller clears it (`resetKey`)
 * after a refused code.
 */
import { LIMITS } from '@app/contracts/values';
import {
  useEffect,
  useRef,
  useState,
  type ClipboardEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { DIGITS_INPUT } from '../../components/ui/form.tsx';
import { LoginTop } from './sheet-parts.tsx';

const BOXES = LIMITS.smsCodeBoxes;
const empty = () => Array.from({ length: BOXES }, () => '');

export interface SmsCodePanelProps {
  /** Where the code went (the number as typed, with its dialing code). */
  sentTo: string;
  busy: boolean;
  /** The last refusal's text, in the player's language. */
  error: string | null;
  /** What to do next after the refusal (shown under it). */
  errorHint?: string | undefined;
  /** Shown above the boxes: a fresh captcha once a refused code used the form's one up. */
  before?: ReactNode;
  /** Changes after every refused code: the boxes empty and the first takes the focus. */
  resetKey: number;
  onComplete: (code: string) => void;
  onBack: () => void;
  /** The resend control (the form's SMS button with its countdown). */
  resend: ReactNode;
}

export function SmsCodePanel({
  sentTo,
  busy,
  error,
  errorHint,
  before,
  resetKey,
  onComplete,
  onBack,
  resend,
}: SmsCodePanelProps) {
  const { t } = useTranslation('session');
  const [digits, setDigits] = useState(empty);
  const boxes = useRef<(HTMLInputElement | null)[]>([]);

  useEffect(() => {
    setDigits(empty());
    boxes.current[0]?.focus();
  }, [resetKey]);

  const fill = (from: number, typed: string) => {
    const incoming = typed.replace(/\D/g, '').slice(0, BOXES - from);
    if (!incoming) return;
    const next = [...digits];
    [...incoming].forEach((digit, offset) => {
      next[from + offset] = digit;
    });
    setDigits(next);
    const filled = next.findIndex((d) => d === '');
    if (filled === -1) {
      boxes.current[BOXES - 1]?.blur();
      onComplete(next.join(''));
    } else {
      boxes.current[Math.min(from + incoming.length, BOXES - 1)]?.focus();
    }
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Backspace') return;
    event.preventDefault();
    const next = [...digits];
    if (next[index]) {
      next[index] = '';
    } else if (index > 0) {
      next[index - 1] = '';
      boxes.current[index - 1]?.focus();
    }
    setDigits(next);
  };

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    fill(index, event.clipboardData.getData('text'));
  };

  return (
    <div className="sms-panel" role="dialog" aria-modal="true" aria-labelledby="sms-panel-title">
      <LoginTop
        title={t('register.smsTitle')}
        titleId="sms-panel-title"
        backLabel={t('register.back')}
        onBack={onBack}
      />
      <div className="login__form">
        <p className="login__hint">{t('register.smsText', { mobile: sentTo })}</p>
        {before}
        <div className="sms-panel__boxes" role="group" aria-label={t('login.smsCode')}>
          {digits.map((digit, index) => (
            <input
              // The boxes are positions, not items: the index is their identity.
              key={index}
              ref={(element) => {
                boxes.current[index] = element;
              }}
              className="sms-panel__box"
              {...DIGITS_INPUT}
              autoComplete={index === 0 ? 'one-time-code' : 'off'}
              maxLength={index === 0 ? BOXES : 1}
              aria-label={t('register.smsDigit', { position: index + 1, count: BOXES })}
              value={digit}
              disabled={busy}
              onChange={(event) => fill(index, event.target.value)}
              onKeyDown={onKeyDown(index)}
              onPaste={onPaste(index)}
            />
          ))}
        </div>
        {error ? (
          <div role="alert">
            <p className="login__error">{error}</p>
            {errorHint ? <p className="login__hint">{errorHint}</p> : null}
          </div>
        ) : null}
        <div className="login__links">{resend}</div>
      </div>
    </div>
  );
}
