import { formatPaise } from "../../../shared/format/rupees";
import { EARNINGS_TEXTS as T } from "../constants";
import { dayTotal, formatDay } from "../lib/daily-series";
import type { DailyEarning } from "../types";

/** The chart's numbers as a table: its text alternative, shown wherever the chart cannot be. */
export function DailyTable({ daily, hidden }: { daily: readonly DailyEarning[]; hidden: boolean }) {
  return (
    <table className={hidden ? "visually-hidden" : "earnings-daily-table"}>
      <caption>{T.chartTitle}</caption>
      <thead>
        <tr>
          <th scope="col">{T.chartDate}</th>
          <th scope="col">{T.booking}</th>
          <th scope="col">{T.event}</th>
          <th scope="col">{T.dayTotal}</th>
        </tr>
      </thead>
      <tbody>
        {daily.map((day) => (
          <tr key={day.date}>
            <th scope="row">{formatDay(day.date)}</th>
            <td>{formatPaise(day.booking_paise)}</td>
            <td>{formatPaise(day.event_paise)}</td>
            <td>{formatPaise(dayTotal(day))}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
