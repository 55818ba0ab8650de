/**
 * Small display formats of the spec. These need no date library: the home's first load carries
 * every byte it imports.
 */
const pad = (n: number) => String(n).padStart(2, '0');

/** Match time as the spec writes it: `DD/MM/YYYY hh:mm` (hh on the 12-hour clock, local time). */
export function formatMatchTime(epochMs: number): string {
  const d = new Date(epochMs);
  const hours12 = d.getHours() % 12 || 12;
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()} ${pad(hours12)}:${pad(d.getMinutes())}`;
}

/** Money with 2 decimals and the currency symbol first: "₱1,234.50". */
export function formatMoney(amount: number, symbol: string | null | undefined): string {
  const text = Math.abs(amount).toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `${amount < 0 ? '-' : ''}${symbol || '₱'}${text}`;
}
