/** Dialing codes for GET /wps/system/country. PH comes first: it is the site's home market. */
export interface Country {
  countryCode: string;
  countryName: string;
  countryDialingCode: string;
}

const COUNTRIES: [string, string, string][] = [
  ['PH', 'Philippines', '+63'],
  ['MY', 'Malaysia', '+60'],
  ['SG', 'Singapore', '+65'],
  ['TH', 'Thailand', '+66'],
  ['VN', 'Vietnam', '+84'],
  ['ID', 'Indonesia', '+62'],
  ['IN', 'India', '+91'],
  ['BD', 'Bangladesh', '+880'],
  ['CN', 'China', '+86'],
  ['HK', 'Hong Kong', '+852'],
  ['TW', 'Taiwan', '+886'],
  ['JP', 'Japan', '+81'],
  ['KR', 'South Korea', '+82'],
  ['US', 'United States', '+1'],
  ['AU', 'Australia', '+61'],
];

export function countries(): Country[] {
  return COUNTRIES.map(([countryCode, countryName, countryDialingCode]) => ({
    countryCode,
    countryName,
    countryDialingCode,
  }));
}
