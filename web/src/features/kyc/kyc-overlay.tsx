/**
 * The identity verification overlay (spec section 2 "KYC overlay"): step 0 says what is asked,
 * step 1 takes the personal information, step 2 the ID pictures. Back goes 2 → 1 → 0 → closed;
 * the close button leaves at any step; a tap outside (or Escape) closes it on step 2 only, so a stray tap
 * never loses a half-filled form. The form and the chosen pictures live here, so going back and
 * forth keeps them.
 */
import {
  KycPersonalInfoInputSchema,
  type KycPersonalInfoForm,
  type KycPersonalInfoInput,
} from '@app/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { useZodForm } from '../../components/ui/form.tsx';
import { IdUploadStep, type ChosenImages } from './id-upload-step.tsx';
import { PersonalInfoStep } from './personal-info-step.tsx';
import './kyc.css';

export interface KycOverlayProps {
  /** Closed for now: it may come back on a later visit. */
  onClose: () => void;
  /** 'Verify later': closed, and not shown again in this browser session. */
  onLater: () => void;
  /** The pictures were accepted. */
  onUploaded: () => void;
}

type Step = 0 | 1 | 2;

export function KycOverlay({ onClose, onLater, onUploaded }: KycOverlayProps) {
  const { t } = useTranslation('kyc');
  const [step, setStep] = useState<Step>(0);
  const [images, setImages] = useState<ChosenImages>({});
  const form = useZodForm<KycPersonalInfoForm, KycPersonalInfoInput>(KycPersonalInfoInputSchema, {
    defaultValues: {
      idType: '',
      payeeName: '',
      birthday: '',
      address: '',
      permanentAddress: '',
      placeOfBirth: '',
      nationality: 'PH',
      sourceOfIncome: '',
      occupation: '',
      employerName: '',
    },
  });
  const titles = [t('title'), t('info.title'), t('upload.title')] as const;

  return (
    <Dialog
      open
      title={titles[step]}
      closeLabel={t('close')}
      onClose={onClose}
      dismissible={step === 2}
      className="kyc"
      id="kyc-overlay"
    >
      {step === 0 ? (
        <div className="kyc__intro">
          <p>{t('intro.text')}</p>
          <ol className="kyc__steps">
            <li>{t('intro.confirmInfo')}</li>
            <li>{t('intro.uploadId')}</li>
            <li>{t('intro.uploadSelfie')}</li>
          </ol>
          <div className="dialog__actions kyc__actions">
            {/* Back from step 0 closes (spec section 2: 2 → 1 → 0 → closing), postponing nothing. */}
            <Button variant="secondary" onClick={onClose}>
              {t('back')}
            </Button>
            <Button variant="secondary" onClick={onLater}>
              {t('intro.later')}
            </Button>
            <Button onClick={() => setStep(1)}>{t('intro.start')}</Button>
          </div>
        </div>
      ) : step === 1 ? (
        <PersonalInfoStep form={form} onBack={() => setStep(0)} onDone={() => setStep(2)} />
      ) : (
        <IdUploadStep
          images={images}
          onImagesChange={setImages}
          onBack={() => setStep(1)}
          onDone={onUploaded}
        />
      )}
    </Dialog>
  );
}
