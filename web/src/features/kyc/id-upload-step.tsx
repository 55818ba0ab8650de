/**
 * KYC step 2: the ID pictures (spec section 5). Front required (a 1 s toast says so), back and
 * selfie optional; pictures only; a file over 5 MB (5,242,880 bytes) gets the spec's alert and is
 * not kept; each kept picture is recompressed at quality 0.6 (compress-image.ts). The upload
 * goes to the BFF's upload mount; while it runs an "uploading" toast shows (up to 20 s), then a
 * success toast for 2 s and the overlay closes.
 */
import { LIMITS, type ValidationKey } from '@app/contracts/values';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type Dispatch,
  type SetStateAction,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { dismissToast, showToast } from '../../components/ui/toast.tsx';
import { errorData, validationText } from '../../lib/errors.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { prepareImage, type PreparedImage } from './compress-image.ts';
import { uploadClient } from '../../lib/upload-client.ts';
import { StepActions } from './step-actions.tsx';

export type Slot = 'front' | 'back' | 'selfie';
export type ChosenImages = Partial<Record<Slot, PreparedImage>>;

const SLOTS: readonly Slot[] = ['front', 'back', 'selfie'];

/** Spec section 9: the uploading toast stays up to 20 s, success 2 s, the front reminder 1 s. */
const TOAST_MS = { uploading: 20_000, done: 2_000, reminder: 1_000 } as const;

interface Props {
  images: ChosenImages;
  /** An updater: two pictures being prepared at once must not overwrite each other. */
  onImagesChange: Dispatch<SetStateAction<ChosenImages>>;
  onBack: () => void;
  onDone: () => void;
}

export function IdUploadStep({ images, onImagesChange, onBack, onDone }: Props) {
  const { t } = useTranslation(['kyc', 'validation', 'errors']);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [slotErrors, setSlotErrors] = useState<Partial<Record<Slot, ValidationKey>>>({});
  const [tooLarge, setTooLarge] = useState(false);
  const [formError, setFormError] = useState<unknown>(null);

  const setSlotError = (slot: Slot, key: ValidationKey | undefined) =>
    setSlotErrors((errors) => ({ ...errors, [slot]: key }));

  const choose = async (slot: Slot, file: File | undefined) => {
    if (!file) return;
    setFormError(null);
    if (!file.type.startsWith('image/')) {
      setSlotError(slot, 'validation.imageType');
      return;
    }
    if (file.size > LIMITS.imageMaxBytes) {
      setTooLarge(true);
      return;
    }
    const prepared = await prepareImage(file);
    if ('refused' in prepared) {
      if (prepared.refused === 'validation.imageTooLarge') setTooLarge(true);
      else setSlotError(slot, prepared.refused);
      return;
    }
    setSlotError(slot, undefined);
    onImagesChange((current) => ({ ...current, [slot]: prepared }));
  };

  // The 'Uploading…' toast, taken down when the upload answers.
  const uploadingToast = useRef<number | undefined>(undefined);
  const upload = useMutation({
    mutationFn: (chosen: { front: string; back?: string; selfie?: string }) =>
      uploadClient.kyc.uploadId.mutate(chosen),
    meta: { silent: true },
    // Here, not in mutate()'s callbacks: those never run once the step has gone, and a success
    // closes the overlay (onDone) before they would, which left the toast up for its 20 s.
    onSettled: () => {
      if (uploadingToast.current !== undefined) dismissToast(uploadingToast.current);
      uploadingToast.current = undefined;
    },
    onSuccess: () => {
      showToast(t('upload.done'), { durationMs: TOAST_MS.done });
      void queryClient.invalidateQueries(trpc.kyc.status.pathFilter());
      onDone();
    },
    onError: (error) => {
      const fields = errorData(error)?.fieldErrors ?? {};
      let onSlot = false;
      for (const slot of SLOTS) {
        const key = fields[slot]?.[0];
        if (key) {
          setSlotError(slot, key as ValidationKey);
          onSlot = true;
        }
      }
      setFormError(onSlot ? null : error);
    },
  });

  const submit = () => {
    const { front, back, selfie } = images;
    if (!front) {
      setSlotError('front', 'validation.idFront');
      showToast(t('validation:idFront'), { durationMs: TOAST_MS.reminder });
      return;
    }
    setFormError(null);
    uploadingToast.current = showToast(t('upload.uploading'), { durationMs: TOAST_MS.uploading });
    upload.mutate({
      front: front.dataUrl,
      ...(back ? { back: back.dataUrl } : {}),
      ...(selfie ? { selfie: selfie.dataUrl } : {}),
    });
  };

  return (
    <div className="kyc__upload">
      <p className="kyc__hint">{t('upload.hint')}</p>
      <div className="kyc__slots">
        {SLOTS.map((slot) => (
          <ImageSlot
            key={slot}
            slot={slot}
            label={t(`upload.${slot}`)}
            image={images[slot]}
            error={slotErrors[slot] ? validationText(slotErrors[slot], t) : null}
            disabled={upload.isPending}
            onChoose={(file) => void choose(slot, file)}
            onRemove={() =>
              onImagesChange((current) => {
                const next = { ...current };
                delete next[slot];
                return next;
              })
            }
          />
        ))}
      </div>
      <StepActions error={formError} onBack={onBack} backDisabled={upload.isPending}>
        <Button onClick={submit} busy={upload.isPending} disabled={upload.isSuccess}>
          {t('upload.submit')}
        </Button>
      </StepActions>

      <Dialog
        open={tooLarge}
        title={t('upload.notice')}
        role="alertdialog"
        describedBy="kyc-too-large"
        onClose={() => setTooLarge(false)}
      >
        <p id="kyc-too-large">{t('validation:imageTooLarge')}</p>
        <Button onClick={() => setTooLarge(false)}>{t('upload.ok')}</Button>
      </Dialog>
    </div>
  );
}

interface SlotProps {
  slot: Slot;
  label: string;
  image: PreparedImage | undefined;
  error: string | null;
  disabled: boolean;
  onChoose: (file: File | undefined) => void;
  onRemove: () => void;
}

/** One picture: a file input styled as a tile, its thumbnail once chosen, and its error. */
function ImageSlot({ slot, label, image, error, disabled, onChoose, onRemove }: SlotProps) {
  const { t } = useTranslation('kyc');
  const id = useId();
  const preview = useMemo(() => (image ? URL.createObjectURL(image.blob) : null), [image]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChoose(event.target.files?.[0]);
    // The same file chosen again after a refusal must fire a change again.
    event.target.value = '';
  };
  return (
    <div className={`kyc-slot${error ? ' kyc-slot--invalid' : ''}`} data-slot={slot}>
      <label htmlFor={id} className="kyc-slot__tile">
        <span className="kyc-slot__picture">
          {preview ? <img src={preview} alt={t('upload.preview', { slot: label })} /> : null}
        </span>
        <span className="kyc-slot__label">{label}</span>
      </label>
      <input
        id={id}
        className="visually-hidden"
        type="file"
        accept="image/*"
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={onChange}
      />
      {image ? (
        <button type="button" className="kyc-slot__remove" onClick={onRemove} disabled={disabled}>
          {t('upload.remove')}
          <span className="visually-hidden">{` ${label}`}</span>
        </button>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
