import type { MemberInfo, SessionInfo, SystemStatus } from '@app/contracts';

export function makeStatus(overrides: Partial<SystemStatus> = {}): SystemStatus {
  return {
    flag: 0,
    maintenance: false,
    regionRestriction: false,
    whitelabel: { CBS3: true },
    register: {},
    resources: [],
    customerService: [{ csType: 'CS', url: 'https://support.example.test/chat' }],
    imageCdn: null,
    countryIconCdn: null,
    mainDomain: null,
    template: 'base',
    detailTemplate: 'base',
    appDescription: null,
    appDescriptionColor: null,
    ...overrides,
  };
}

export const SESSION: SessionInfo = {
  userName: 'player01',
  type: 0,
  merchantCode: 'tcgdemov3',
  firstTimeLogin: false,
};

export function makeMember(overrides: Partial<MemberInfo> = {}): MemberInfo {
  return {
    id: '1001',
    account: 'player01',
    nickname: 'Lucky',
    type: 0,
    vipLabel: '0',
    mobile: null,
    ...overrides,
  };
}
