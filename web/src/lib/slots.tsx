/**
 * A piece one domain draws inside another domain's screen: the agent domain's referral link in
 * the member centre and the VIP club. Features never import each other; they meet here by the
 * slot's name, as pages ask for overlays (overlay-requests.ts). The owning domain declares the
 * slot and its props by declaration merging, the app fills it with the domain's component
 * (`SlotsProvider`, app/providers.tsx), and a screen draws `<Slot name="…" {...props} />`. An
 * unfilled slot draws nothing.
 *
 *   declare module '../../../lib/slots.tsx' {
 *     interface SlotProps { referralLink: ReferralLinkProps }
 *   }
 */
import { createContext, Suspense, useContext, type ComponentType, type ReactNode } from 'react';

/** Each slot's props, added by the domain that fills it. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface SlotProps {}
export type SlotName = keyof SlotProps;
export type SlotComponents = { [K in SlotName]: ComponentType<SlotProps[K]> };

const SlotsContext = createContext<Partial<SlotComponents>>({});

export function SlotsProvider({
  components,
  children,
}: {
  components: SlotComponents;
  children: ReactNode;
}) {
  return <SlotsContext.Provider value={components}>{children}</SlotsContext.Provider>;
}

/** Draws the slot `name` with its props (the component ignores the `name` it is handed too). */
export function Slot<K extends SlotName>(props: { name: K } & SlotProps[K]) {
  // Widened: with more than one slot TypeScript no longer matches the generic SlotProps[K]
  // against JSX's attributes; the slot's name fixes both the component and its props.
  const Component = useContext(SlotsContext)[props.name] as
    ComponentType<Record<string, unknown>> | undefined;
  if (!Component) return null;
  // A slot's component may be lazy (app/slots.ts): nothing shows until it is in.
  return (
    <Suspense fallback={null}>
      <Component {...props} />
    </Suspense>
  );
}
