/**
 * The endpoint registry as data (§2.3): one row per path with its HTTP method(s), module id(s),
 * login flag and encryption mode. The dispatcher enforces these generically, so a handler never
 * checks methods, tokens, modules or encryption itself.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/**
 * none: plain JSON. body: `Encryption` + DES body (§3). header: only an `Encryption` header and
 * `X-Gateway-Version: 3` (free play, §3.6).
 */
export type EncryptionMode = 'none' | 'body' | 'header';

/** public: token ignored; login: valid token required; optional: session used when valid. */
export type LoginMode = 'public' | 'login' | 'optional';

export interface EndpointSpec {
  readonly methods: readonly HttpMethod[];
  readonly path: string;
  /** First id is the default; a request's `ModuleId` header picks another listed one. */
  readonly moduleIds: readonly string[];
  readonly login: LoginMode;
  readonly encryption: EncryptionMode;
  /** Registered only in test and demo mode. */
  readonly testOnly?: boolean;
}

export const ENDPOINTS = {
  rsaKey: {
    methods: ['GET'],
    path: '/wps/session/key/rsa',
    moduleIds: ['COMM3'],
    login: 'public',
    encryption: 'none',
  },
  login: {
    methods: ['POST'],
    path: '/wps/session/login',
    moduleIds: ['COMM3'],
    login: 'public',
    encryption: 'body',
  },
  loginUnsecure: {
    methods: ['POST'],
    path: '/wps/session/login/unsecure',
    moduleIds: ['COMM3'],
    login: 'public',
    encryption: 'none',
    testOnly: true,
  },
  logout: {
    methods: ['POST', 'DELETE'],
    path: '/wps/session/logout',
    moduleIds: ['COMM3'],
    login: 'login',
    encryption: 'none',
  },
  freePlay: {
    methods: ['POST'],
    path: '/wps/session/login/freeplay',
    moduleIds: ['FREEPLAY3'],
    login: 'public',
    encryption: 'header',
  },
  captcha: {
    methods: ['GET'],
    path: '/wps/captcha',
    moduleIds: ['CAPTCHA3'],
    login: 'public',
    encryption: 'none',
  },
  smsNoLogin: {
    methods: ['POST'],
    path: '/wps/verification/sms/noLogin',
    moduleIds: ['VERIFICATION3'],
    login: 'public',
    encryption: 'none',
  },
  smsRegister: {
    methods: ['POST'],
    path: '/wps/verification/sms/register',
    moduleIds: ['REGMOBVERF3', 'MOBILENUMREG3'],
    login: 'public',
    encryption: 'none',
  },
  register: {
    methods: ['PUT'],
    path: '/wps/member/register',
    moduleIds: ['REG3'],
    login: 'public',
    encryption: 'body',
  },
  registerMobile: {
    methods: ['PUT'],
    path: '/wps/member/register/mobile',
    moduleIds: ['MOBILENUMREG3'],
    login: 'public',
    encryption: 'body',
  },
  memberInfo: {
    methods: ['GET'],
    path: '/wps/member/info',
    moduleIds: ['COMM3'],
    login: 'optional',
    encryption: 'none',
  },
  walletBalance: {
    methods: ['GET'],
    path: '/wps/v2/wallets/balance',
    moduleIds: ['COMM3'],
    login: 'login',
    encryption: 'none',
  },
  systemStatus: {
    methods: ['GET'],
    path: '/wps/system/status',
    moduleIds: ['COMM3'],
    login: 'public',
    encryption: 'none',
  },
  systemStatusV2: {
    methods: ['GET'],
    path: '/wps/v2/system/status',
    moduleIds: ['COMM3'],
    login: 'public',
    encryption: 'none',
  },
  whitelabel: {
    methods: ['GET'],
    path: '/wps/system/whitelabel',
    moduleIds: ['COMM3'],
    login: 'public',
    encryption: 'none',
  },
  registerSettings: {
    methods: ['GET'],
    path: '/wps/system/setting/register',
    moduleIds: ['REG3'],
    login: 'public',
    encryption: 'none',
  },
  country: {
    methods: ['GET'],
    path: '/wps/system/country',
    moduleIds: ['COMM3'],
    login: 'public',
    encryption: 'none',
  },
  helpCenter: {
    methods: ['GET'],
    path: '/wps/system/helpCenter',
    moduleIds: ['COMM3'],
    login: 'public',
    encryption: 'none',
  },
  domainRoute: {
    methods: ['GET'],
    path: '/wps/system/domainRoute',
    moduleIds: ['COMM3'],
    login: 'public',
    encryption: 'none',
  },
  collect: {
    methods: ['POST'],
    path: '/wps/system/collect',
    moduleIds: ['COMM3'],
    login: 'public',
    encryption: 'none',
  },
  checkIfAppDomain: {
    methods: ['GET'],
    path: '/wps/relay/WPSCORE_checkIfAppDomain',
    moduleIds: ['COMM3'],
    login: 'public',
    encryption: 'none',
  },
  announcements: {
    methods: ['GET'],
    path: '/wps/relay/MCSFE_getListAnnouncements',
    moduleIds: ['COMM3'],
    login: 'optional',
    encryption: 'none',
  },
  announcementsCcs: {
    methods: ['GET'],
    path: '/wps/relay/CCSFE_getListAnnouncements',
    moduleIds: ['COMM3'],
    login: 'optional',
    encryption: 'none',
  },
} as const satisfies Record<string, EndpointSpec>;

export type EndpointName = keyof typeof ENDPOINTS;

/** Methods a path is mounted for, so a wrong method reaches the dispatcher and gets #459. */
export const ROUTED_METHODS: HttpMethod[] = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'];
