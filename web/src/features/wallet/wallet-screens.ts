/** Deposit, withdraw and the records: one lazy chunk (app/routes.ts). */
export { DepositScreen } from './deposit-screen.tsx';
export { RecordsScreen } from './records-screen.tsx';
export { WithdrawScreen } from './withdraw-screen.tsx';
