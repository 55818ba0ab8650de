/** Money with 2 decimals and the currency symbol first: "₱1,234.50". */
export function formatMoney(amount: number, symbol: string | null | undefined): string {
  const text = Math.abs(amount).toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `${amount < 0 ? '-' : ''}${symbol || '₱'}${text}`;
}
