import { ordinal } from "../format/ordinal";
import { formatPhone } from "../format/phone";
import "./waitlist.css";

interface Waiter {
  id: number;
  /** 1: the next to be offered; 0: offered now */
  position: number;
  name: string;
  phone: string;
}

/** A line as its owner sees it, in order: "1st Name · phone", or "<offered> Name · phone". */
export function WaiterLine({ waiters, offered }: { waiters: readonly Waiter[]; offered: string }) {
  return (
    <ol className="waiter-line">
      {waiters.map((waiter) => (
        <li key={waiter.id}>
          <span className="waiter-place">{waiter.position === 0 ? offered : ordinal(waiter.position)}</span> {waiter.name} ·{" "}
          <a href={`tel:${waiter.phone}`}>{formatPhone(waiter.phone)}</a>
        </li>
      ))}
    </ol>
  );
}
