/**
 * `/m/agentRegister` (spec section 2; issue 26, item 3), the agents' own (types 1, 2, 41, 42:
 * the route's access rule, and the BFF's `agentProcedure`): two tabs, registering a downline
 * (the player registration's rules, the agent as recommender) and the agent's affiliate links
 * (list, create, copy, delete). The tab is in the address (`?tab=links`), so Back and a reload
 * keep it.
 */
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { AffiliateLinks } from './affiliate-links.tsx';
import { RegisterDownlineForm } from './register-downline-form.tsx';
import './agent-register.css';

const TABS = ['register', 'links'] as const;
type Tab = (typeof TABS)[number];

export function AgentRegisterScreen() {
  const { t } = useTranslation(['agentRegister', 'routes']);
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'links' ? 'links' : 'register';
  return (
    <main className="agent-register">
      <h1 className="visually-hidden">{t('routes:titles.agentRegister')}</h1>
      <Tabs
        tabs={TABS.map((key) => ({ key, label: t(`tabs.${key}`) }))}
        value={tab}
        // Replace: switching tabs does not pile up history entries.
        onChange={(next) => setParams(next === 'register' ? {} : { tab: next }, { replace: true })}
        label={t('tabs.label')}
        idPrefix="agent-register-tab"
        panelId="agent-register-panel"
        className="agent-register__tabs"
      />
      <div
        id="agent-register-panel"
        className="agent-register__panel"
        role="tabpanel"
        aria-labelledby={`agent-register-tab-${tab}`}
      >
        {tab === 'register' ? <RegisterDownlineForm /> : <AffiliateLinks />}
      </div>
    </main>
  );
}
