import { useState } from "react";
import { DayPicker } from "react-day-picker";
import { hi } from "react-day-picker/locale/hi";
import "react-day-picker/style.css";
import { currentLanguage } from "../../../shared/i18n/i18n";
import { BOOKING_TEXTS as T } from "../constants";
import { fromPickerDate, toPickerDate } from "../lib/slot-time";

interface DatePickerProps {
  /** YYYY-MM-DD or null (cleared). */
  value: string | null;
  onChange: (date: string | null) => void;
  /** The bookable range, YYYY-MM-DD: today and the professional's horizon. */
  first: string;
  last: string;
}

/** "Select Date": weeks start on Monday, with Today and Clear; only bookable days offered. */
export function DatePicker({ value, onChange, first, last }: DatePickerProps) {
  const firstDay = toPickerDate(first);
  const lastDay = toPickerDate(last);
  const [month, setMonth] = useState(() => toPickerDate(value ?? first));

  const pickToday = () => {
    onChange(first);
    setMonth(firstDay);
  };

  return (
    <section className="booking-section" aria-labelledby="booking-date-title">
      <h2 id="booking-date-title" className="booking-section-title">
        {T.selectDate}
      </h2>
      <DayPicker
        mode="single"
        // Hindi's month and weekday names and the calendar's labels; English keeps the default.
        locale={currentLanguage() === "hi" ? hi : undefined}
        weekStartsOn={1}
        selected={value ? toPickerDate(value) : undefined}
        onSelect={(day) => onChange(day ? fromPickerDate(day) : null)}
        disabled={[{ before: firstDay }, { after: lastDay }]}
        startMonth={firstDay}
        endMonth={lastDay}
        month={month}
        onMonthChange={setMonth}
        footer={
          <div className="booking-date-actions">
            <button type="button" className="button" onClick={pickToday}>
              {T.today}
            </button>
            <button
              type="button"
              className="button"
              onClick={() => onChange(null)}
            >
              {T.clear}
            </button>
          </div>
        }
      />
    </section>
  );
}
