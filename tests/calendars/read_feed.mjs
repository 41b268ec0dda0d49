// Reads an iCalendar feed on stdin as Mozilla's calendar parser (ical.js, Thunderbird's) does,
// with the feed's own VTIMEZONEs, and prints each event's UID, status and instants in UTC:
// a second implementation than the one that wrote it (Python's icalendar).
import { createRequire } from "node:module";

const require = createRequire(`${process.env.WEBAPP}/package.json`);
const ICAL = require("ical.js");

let text = "";
for await (const chunk of process.stdin) text += chunk;
const calendar = new ICAL.Component(ICAL.parse(text));
for (const zone of calendar.getAllSubcomponents("vtimezone")) {
  ICAL.TimezoneService.register(new ICAL.Timezone(zone));
}
const events = calendar.getAllSubcomponents("vevent").map((component) => {
  const event = new ICAL.Event(component);
  return {
    uid: event.uid,
    summary: event.summary,
    status: component.getFirstPropertyValue("status"),
    zone: event.startDate.zone.tzid,
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
  };
});
console.log(JSON.stringify({ name: calendar.getFirstPropertyValue("x-wr-calname"), events }));
