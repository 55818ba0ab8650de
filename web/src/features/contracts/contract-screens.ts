/** The three contract screens: one chunk, one component parameterised by the kind. */
import { createElement } from 'react';
import { ContractScreen } from './contract-screen.tsx';

export const SalaryContractScreen = () => createElement(ContractScreen, { kind: 'salary' });
export const DividendContractScreen = () => createElement(ContractScreen, { kind: 'dividend' });
export const HourlyContractScreen = () => createElement(ContractScreen, { kind: 'hourly' });
