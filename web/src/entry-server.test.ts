import { describe, expect, it } from 'vitest';
import { pageHead } from './entry-server.tsx';

const visitor = { language: 'EN', theme: 'dark', session: null } as const;
const member = {
  userName: 'demo01',
  type: 0,
  merchantCode: 'M1',
  firstTimeLogin: false,
};

describe('pageHead: what the BFF sends before the page has rendered', () => {
  it("gives the rendered routes' language, theme and screen module", () => {
    expect(pageHead({ ...visitor, url: '/m/home?x=1' })).toEqual({
      lang: 'en',
      theme: 'dark',
      themeColour: '#12141c',
      screenModule: null,
    });
    expect(pageHead({ ...visitor, url: '/m/activity', language: 'TY', theme: 'light' })).toEqual({
      lang: 'fil',
      theme: 'light',
      themeColour: '#ffffff',
      screenModule: 'src/features/promotions/promotion-screens.ts',
    });
  });

  it('declines what the client renders itself', () => {
    // Routes not rendered (login, the member centre), outside the app, an unreadable session.
    expect(pageHead({ ...visitor, url: '/m/login' })).toBeNull();
    expect(pageHead({ ...visitor, url: '/elsewhere' })).toBeNull();
    expect(pageHead({ ...visitor, url: '/m/home', session: undefined })).toBeNull();
    expect(pageHead({ ...visitor, url: '/m/member' })).toBeNull();
    expect(pageHead({ ...visitor, url: '/m/activity', session: member })).not.toBeNull();
  });
});
