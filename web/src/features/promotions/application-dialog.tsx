/**
 * The application of an APPLY promotion (spec section 5): a comment of up to 140 characters and
 * up to 3 pictures, png or jpg, each at most 5 MB. Nothing is cut or dropped silently: an
 * over-long comment is refused with its limit (the text stays), a picture that does not fit is
 * left out with the reason. Sent through the upload mount (pictures are megabytes); the list is
 * read again for the new status (Applying).
 */
import { LIMITS, PromotionApplyInputSchema, type Promotion } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { showToast } from '../../components/ui/toast.tsx';
import { errorText, validationText } from '../../lib/errors.ts';
import { readDataUrl } from '../../lib/read-data-url.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { uploadClient } from '../../lib/upload-client.ts';
import { addPictures, type PictureRefusal } from './promotion-rules.ts';

export function ApplicationDialog({
  promotion,
  onClose,
}: {
  promotion: Promotion;
  onClose: () => void;
}) {
  const { t } = useTranslation(['promotions', 'validation', 'errors']);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [comment, setComment] = useState('');
  const [pictures, setPictures] = useState<File[]>([]);
  const [pictureError, setPictureError] = useState<PictureRefusal | null>(null);
  const [commentError, setCommentError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const send = useMutation({
    mutationFn: async () =>
      uploadClient.promotions.sendApplication.mutate({
        id: promotion.id,
        comment,
        images: await Promise.all(pictures.map(readDataUrl)),
      }),
    meta: { silent: true },
    onSuccess: async () => {
      showToast(t('actions.applied'));
      await queryClient.invalidateQueries(trpc.promotions.list.pathFilter());
      onClose();
    },
    onError: (error) => setFormError(errorText(error, t)),
  });

  const submit = () => {
    setFormError(null);
    const checked = PromotionApplyInputSchema.shape.comment.safeParse(comment);
    if (!checked.success) {
      setCommentError(validationText(checked.error.issues[0]?.message, t));
      return;
    }
    setCommentError(null);
    send.mutate();
  };

  const over = comment.trim().length > LIMITS.feedbackMaxLength;
  return (
    <Dialog
      open
      title={t('application.title', { title: promotion.title })}
      closeLabel={t('application.cancel')}
      onClose={onClose}
      dismissible={!send.isPending}
      className="application-dialog"
    >
      <form
        className="application-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <label htmlFor={`${id}-comment`}>
          {t('application.comment', { max: LIMITS.feedbackMaxLength })}
        </label>
        <textarea
          id={`${id}-comment`}
          rows={3}
          value={comment}
          aria-invalid={commentError !== null || undefined}
          aria-describedby={commentError ? `${id}-comment-error` : undefined}
          onChange={(event) => {
            setComment(event.target.value);
            setCommentError(null);
          }}
        />
        <p
          className={
            over
              ? 'application-form__count application-form__count--over'
              : 'application-form__count'
          }
          aria-hidden="true"
        >
          {t('application.count', { count: comment.trim().length, max: LIMITS.feedbackMaxLength })}
        </p>
        {commentError ? (
          <p id={`${id}-comment-error`} className="application-form__error" role="alert">
            {commentError}
          </p>
        ) : null}

        <fieldset className="application-form__pictures">
          <legend>{t('application.pictures', { max: LIMITS.activityImagesMax })}</legend>
          <ul className="application-pictures">
            {pictures.map((file, index) => (
              <li key={`${file.name}-${file.size}-${index}`}>
                <Thumbnail file={file} label={t('application.picture', { index: index + 1 })} />
                <button
                  type="button"
                  className="application-pictures__remove"
                  aria-label={t('application.removePicture', { index: index + 1 })}
                  onClick={() => {
                    setPictures((current) => current.filter((_, i) => i !== index));
                    setPictureError(null);
                  }}
                >
                  <Icon name="close" size={16} />
                </button>
              </li>
            ))}
          </ul>
          {pictures.length < LIMITS.activityImagesMax ? (
            <Button variant="secondary" onClick={() => fileInput.current?.click()}>
              {t('application.addPicture')}
            </Button>
          ) : null}
          <input
            ref={fileInput}
            type="file"
            accept="image/png,image/jpeg"
            multiple
            hidden
            aria-label={t('application.addPicture')}
            onChange={(event) => {
              const added = [...(event.target.files ?? [])];
              event.target.value = '';
              const result = addPictures(pictures, added);
              setPictures(result.pictures);
              setPictureError(result.refusal);
            }}
          />
          {pictureError ? (
            <p className="application-form__error" role="alert">
              {validationText(pictureError, t)}
            </p>
          ) : null}
        </fieldset>
        {formError ? (
          <p className="application-form__error" role="alert">
            {formError}
          </p>
        ) : null}
        <Button type="submit" busy={send.isPending}>
          {t('application.send')}
        </Button>
      </form>
    </Dialog>
  );
}

/** A chosen picture, shown from an object URL (the CSP allows blob: images), freed on removal. */
function Thumbnail({ file, label }: { file: File; label: string }) {
  const url = useMemo(() => URL.createObjectURL(file), [file]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return (
    <img className="application-pictures__image" src={url} alt={label} width={72} height={72} />
  );
}
