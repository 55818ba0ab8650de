import { AccountActions } from './account-actions.tsx';
import { Logo } from './logo.tsx';
import './layout.css';

/**
 * The spec hides the header on home, so home carries its own bar: the logo and the account
 * actions (greeting + member centre + log out, or log in / register).
 */
export function HomeTopBar() {
  return (
    <header className="top-bar">
      <Logo />
      <AccountActions />
    </header>
  );
}
