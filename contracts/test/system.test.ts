import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SYSTEM_STATUS_SHAPE } from '../src/constants.ts';
import {
  flattenWhitelabel,
  GatewayCountriesSchema,
  GatewayStatusSchema,
  statusFlag,
  SystemStatusSchema,
  type WhitelabelNode,
} from '../src/system.ts';

describe('SYSTEM_STATUS_SHAPE', () => {
  it("is the fingerprint of SystemStatusSchema's output shape (update it with the schema)", () => {
    const shape = z.toJSONSchema(SystemStatusSchema, { io: 'output', unrepresentable: 'any' });
    const fingerprint = createHash('sha256').update(JSON.stringify(shape)).digest('hex');
    expect(SYSTEM_STATUS_SHAPE).toBe(fingerprint.slice(0, 12));
  });
});

describe('statusFlag', () => {
  it('is 1 for maintenance (also with a region restriction), 2 for a restriction only, else 0', () => {
    expect(statusFlag({ maintenance: true, regionRestriction: true })).toBe(1);
    expect(statusFlag({ maintenance: true, regionRestriction: false })).toBe(1);
    expect(statusFlag({ maintenance: false, regionRestriction: true })).toBe(2);
    expect(statusFlag({ maintenance: false, regionRestriction: false })).toBe(0);
  });
});

describe('flattenWhitelabel', () => {
  it('turns the module tree into {modId: enabled === "1"}', () => {
    const tree: WhitelabelNode = {
      modId: 'ROOT',
      enabled: '1',
      childrenNodes: [
        { modId: 'CBS3', enabled: '1', childrenNodes: [{ modId: 'REWCEN3', enabled: '0' }] },
        { modId: 'FREEPLAY3', enabled: '0', childrenNodes: null },
      ],
    };
    expect(flattenWhitelabel(tree)).toEqual({
      ROOT: true,
      CBS3: true,
      REWCEN3: false,
      FREEPLAY3: false,
    });
    expect(flattenWhitelabel(null)).toEqual({});
  });

  it('keeps one entry per module, whatever the tree shape', () => {
    const nodeAt = (depth: number): fc.Arbitrary<WhitelabelNode> =>
      fc.record({
        modId: fc.stringMatching(/^[A-Z]{2,8}3$/),
        enabled: fc.constantFrom('0', '1'),
        childrenNodes:
          depth === 0 ? fc.constant([]) : fc.array(nodeAt(depth - 1), { maxLength: 3 }),
      });
    const node = nodeAt(4);
    fc.assert(
      fc.property(node, (tree) => {
        const ids = new Set<string>();
        const visit = (n: WhitelabelNode): void => {
          ids.add(n.modId);
          n.childrenNodes?.forEach(visit);
        };
        visit(tree);
        expect(Object.keys(flattenWhitelabel(tree)).sort()).toEqual([...ids].sort());
      }),
    );
  });
});

describe('GatewayStatusSchema', () => {
  it('accepts a sparse status and fills the defaults', () => {
    const parsed = GatewayStatusSchema.parse({ maintenance: false });
    expect(parsed.regionRestriction).toBe(false);
    expect(parsed.info.customerService).toEqual([]);
    expect(parsed.info.register).toEqual({});
  });

  it('accepts the whitelabel enabled flag as a number and reads it as text', () => {
    const parsed = GatewayStatusSchema.parse({
      info: { whitelabel: { modId: 'ROOT', enabled: 1 } },
    });
    expect(parsed.info.whitelabel?.enabled).toBe('1');
  });

  it('rejects a status whose maintenance flag is not a boolean', () => {
    expect(GatewayStatusSchema.safeParse({ maintenance: 'yes' }).success).toBe(false);
  });
});

describe('GatewayCountriesSchema', () => {
  it('takes the gateway list (with or without the plus) and refuses a malformed dialing code', () => {
    const list = [
      { countryCode: 'PH', countryName: 'Philippines', countryDialingCode: '+63' },
      { countryCode: 'MY', countryName: 'Malaysia', countryDialingCode: '60' },
    ];
    expect(GatewayCountriesSchema.parse(list)).toEqual(list);
    expect(GatewayCountriesSchema.parse(null)).toBeNull();
    expect(
      GatewayCountriesSchema.safeParse([
        { countryCode: 'XX', countryName: 'Nowhere', countryDialingCode: '+63<script>' },
      ]).success,
    ).toBe(false);
  });
});

describe('SystemStatusSchema regulator', () => {
  const status = {
    flag: 0,
    maintenance: false,
    regionRestriction: false,
    whitelabel: {},
    register: {},
    resources: [],
    customerService: [],
    imageCdn: null,
    countryIconCdn: null,
    mainDomain: null,
    template: 'base',
    detailTemplate: 'base',
    appDescription: null,
    appDescriptionColor: null,
  };

  it('gives an answer from before the field the safe line: shown, 21+, the own help page', () => {
    expect(SystemStatusSchema.parse(status).regulator).toEqual({
      shown: true,
      minimumAge: 21,
      helpUrl: null,
    });
  });

  it("keeps a merchant's line and refuses an age out of range or a help address not https", () => {
    const line = { shown: false, minimumAge: 18, helpUrl: 'https://help.example/rg' };
    expect(SystemStatusSchema.parse({ ...status, regulator: line }).regulator).toEqual(line);
    for (const bad of [
      { ...line, minimumAge: 17 },
      { ...line, minimumAge: 26 },
      { ...line, minimumAge: 20.5 },
      { ...line, helpUrl: 'http://help.example/rg' },
      { ...line, helpUrl: 'javascript:alert(1)' },
      { ...line, helpUrl: '/m/help' },
    ]) {
      expect(
        SystemStatusSchema.safeParse({ ...status, regulator: bad }).success,
        JSON.stringify(bad),
      ).toBe(false);
    }
  });
});
