import type { Game, HomeBootstrap, MemberInfo, SessionInfo, SystemStatus } from '@app/contracts';

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
    socialLogin: null,
    languages: ['EN', 'TY', 'PT'],
    regulator: { shown: true, minimumAge: 21, helpUrl: null },
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

export function makeGame(overrides: Partial<Game> = {}): Game {
  const id = overrides.nodeId ?? 'g1';
  return {
    nodeId: id,
    gameId: null,
    gameCode: null,
    roomId: null,
    name: `Game ${id}`,
    gameType: 'RNG',
    vendor: 'VEND',
    iconUrl: `https://img.example.test/${id}.png`,
    largeIconUrl: null,
    supportsFreePlay: false,
    isNew: false,
    classify: null,
    minBet: null,
    ...overrides,
  };
}

export function makeBootstrap(overrides: Partial<HomeBootstrap> = {}): HomeBootstrap {
  return {
    language: 'EN',
    banners: { m_home: [], m_live: [] },
    videos: [],
    marquee: [],
    categories: [],
    hotGames: [],
    rows: { RNG: [], FISH: [] },
    favourites: [],
    winners: [],
    hotMatches: [],
    popups: [],
    promotions: {
      appDownload: { enabled: false, bonusAmount: null, currency: null },
      mission: { enabled: false },
      login: { enabled: false },
      referral: { enabled: false },
    },
    download: {
      ios: null,
      android: null,
      iosProfile: null,
      appIcon: null,
      description: null,
      descriptionColor: null,
      social: [],
    },
    member: null,
    balance: null,
    unread: null,
    failedSections: [],
    degraded: false,
    ...overrides,
  };
}
