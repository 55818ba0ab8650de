/**
 * A From and a To date (yyyy-mm-dd, the form a date input gives), each bounded by the other so the
 * picker cannot offer an end before the start. Two `.field`s without a wrapper: the caller lays
 * them out beside its other filters. `errorId` names the message of an invalid range, shown by the
 * caller under its filters and tied to the To field.
 */
export interface DateRange {
  startDate: string;
  endDate: string;
}

export function DateRangeFields({
  idPrefix,
  labels,
  range,
  onChange,
  required = false,
  errorId,
}: {
  idPrefix: string;
  labels: { from: string; to: string };
  range: DateRange;
  onChange: (range: DateRange) => void;
  required?: boolean;
  errorId?: string | undefined;
}) {
  return (
    <>
      <div className="field">
        <label htmlFor={`${idPrefix}-from`}>{labels.from}</label>
        <input
          id={`${idPrefix}-from`}
          type="date"
          required={required}
          value={range.startDate}
          max={range.endDate || undefined}
          onChange={(event) => onChange({ ...range, startDate: event.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor={`${idPrefix}-to`}>{labels.to}</label>
        <input
          id={`${idPrefix}-to`}
          type="date"
          required={required}
          value={range.endDate}
          min={range.startDate || undefined}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={errorId}
          onChange={(event) => onChange({ ...range, endDate: event.target.value })}
        />
      </div>
    </>
  );
}
