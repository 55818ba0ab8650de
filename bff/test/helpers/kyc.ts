/**
 * A valid `kyc.submitPersonalInfo` input: the personal information a member sends with the KYC
 * form (contracts' schema; spec section 4). Tests that only need a well-formed call take it as it
 * is; the KYC tests vary it one field at a time.
 */
export const PERSONAL_INFO = {
  idType: 17,
  payeeName: 'Maria Clara Santos',
  birthday: '1991-06-19',
  address: '88 Mabini Street, Quezon City',
  permanentAddress: '88 Mabini Street, Quezon City',
  placeOfBirth: 'Iloilo City',
  nationality: 'PH',
  sourceOfIncome: 1,
  occupation: 6,
  employerName: 'Acme Outsourcing',
};
