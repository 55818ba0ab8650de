/** The `kyc` text namespace in Filipino (TY): missing keys fall back to English. */
import type { TranslationOf } from '../../../i18n/index.ts';
import type english from './en.ts';

const texts: TranslationOf<typeof english> = {
  title: 'I-verify ang iyong pagkakakilanlan',
  close: 'Isara',
  back: 'Bumalik',
  intro: {
    text: 'I-verify ang iyong account sa tatlong maikling hakbang para ligtas na makapaglaro, makapag-deposit at makapag-withdraw.',
    confirmInfo: 'Kumpirmahin ang iyong impormasyon',
    uploadId: 'Mag-upload ng larawan ng iyong ID',
    uploadSelfie: 'Mag-upload ng selfie na hawak ang iyong ID',
    start: 'Magsimula Na',
    later: 'I-verify mamaya',
  },
  info: {
    title: 'Ang iyong impormasyon',
    idType: 'Uri ng ID',
    payeeName: 'Buong pangalan (tulad ng nasa ID)',
    birthday: 'Petsa ng kapanganakan',
    address: 'Kasalukuyang tirahan',
    permanentAddress: 'Permanenteng tirahan',
    placeOfBirth: 'Lugar ng kapanganakan',
    nationality: 'Nasyonalidad',
    sourceOfIncome: 'Pinagmumulan ng kita',
    occupation: 'Uri ng trabaho',
    employerName: 'Pangalan ng employer (opsyonal)',
    choose: 'Pumili…',
    next: 'Susunod',
  },
  upload: {
    title: 'I-upload ang iyong ID',
    hint: 'JPEG, PNG, WebP o GIF, hanggang 5MB bawat isa. Opsyonal ang likod at ang selfie.',
    front: 'Harap ng ID',
    back: 'Likod ng ID',
    selfie: 'Selfie na hawak ang ID',
    choose: 'Pumili ng larawan',
    change: 'Palitan',
    remove: 'Alisin',
    preview: 'Napiling larawan: {{slot}}',
    submit: 'Isumite',
    uploading: 'Ina-upload…',
    done: 'Salamat. Sinusuri na ang iyong mga dokumento.',
    notice: 'Paalala',
    ok: 'OK',
  },
  sourcesOfIncome: {
    1: 'May trabaho',
    2: 'Self-employed',
  },
};

export default texts;
