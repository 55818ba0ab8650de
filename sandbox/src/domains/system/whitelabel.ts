/**
 * The merchant's whitelabel module switches. Every product flag of contracts' WHITELABEL_FLAGS
 * is present, plus the module ids the registry checks (§15.1), so toggling any of them through
 * the controls changes both `status.info.whitelabel` and the endpoint guard.
 */
import { WHITELABEL_FLAGS, type WhitelabelNode } from '@app/contracts';

/** Product flags off by default: they need infrastructure the sandbox does not simulate. */
const OFF_BY_DEFAULT = new Set<string>([
  'REGMOBVERF3',
  'PWDEXPFORCECHANGE3',
  'GEETEST3',
  'BINDVC3',
  'BINDGA3',
  'MAILVERIFICATION3',
  'DISABLEDMOBILEVERIF3',
  'CREDITMAR3',
  // A merchant's choice; on, every member not yet verified is prompted after signing in.
  'MANDATORYKYC3',
]);

/** Module ids used by endpoints but not listed as product flags. */
const EXTRA_MODULES = [
  'COMM3',
  'REG3',
  'CAPTCHA3',
  'LOGINIPVERF3',
  'PWRESETSMS3',
  'CHNGPASSVERIF3',
  'PROFPIC3',
  'AFFMAN3',
  'GAMELO3',
  'GAMELOFAV3',
  'GAMELOREC3',
  'GAMELOHOT3',
  'INBOX3',
  'FUNDTRANS3',
  'PTSYS3',
  'FEEDBACK3',
  'MEMTRANS3',
  'AGEANNOUNCE3',
  'DPSTBAS3',
  'UPLOADID3',
  'PERS3',
] as const;

export function defaultWhitelabelFlags(): Record<string, boolean> {
  const flags: Record<string, boolean> = {};
  for (const id of WHITELABEL_FLAGS) flags[id] = !OFF_BY_DEFAULT.has(id);
  for (const id of EXTRA_MODULES) flags[id] = true;
  return flags;
}

/** The tree shape of §7.1; the root id is a placeholder upstream too. */
export function whitelabelTree(flags: Readonly<Record<string, boolean>>): WhitelabelNode {
  return {
    modId: 'ROOT',
    enabled: '1',
    childrenNodes: Object.entries(flags).map(([modId, enabled]) => ({
      modId,
      enabled: enabled ? '1' : '0',
      childrenNodes: [],
    })),
  };
}
