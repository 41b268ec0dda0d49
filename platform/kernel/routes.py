"""The web app's pages, as the server names them: where a notification takes its reader, what
robots.txt keeps crawlers out of, what the sitemap lists. Their spellings are the
specification's and part of its contract, misspellings included (`/shedule`, `/appoinments`,
`/yourAppoinments`, `/bookAppoinment`): they are written here and nowhere else on the server.
The web app's own list is webapp/src/shared/routing/paths.ts; tests/platform/test_routes.py
keeps the two the same."""

HOME = "/"
SIGN_IN = "/signup"
SEARCH = "/searchList"
EVENT_SEARCH = "/eventSearch"
SUPPORT = "/support"
TERMS = "/terms"
PRIVACY = "/privacy"
ABOUT = "/about"

ACCOUNT = "/account"
ACCOUNT_DEVICES = "/account/devices"  # "Your devices", notifications and their settings
ACCOUNT_DATA = "/account/data"  # "Your data": consents, the download, the deletion
COMPLAINTS = "/complaints"  # "My complaints" to the grievance officer
EDIT_PROFILE = "/editProfile"
SCHEDULE = "/shedule"
APPOINTMENTS = "/appoinments"  # the professional's: what they received
YOUR_APPOINTMENTS = "/yourAppoinments"  # the client's
BOOK_APPOINTMENT = "/bookAppoinment"
EVENTS = "/events"  # the host's
CREATE_EVENT = "/createEvent"
EDIT_EVENT = "/editEvent"
EVENT_BOOKINGS = "/EventBookings"
MY_EVENTS = "/myEvents"  # the booker's
EVENT_DETAILS = "/eventdetails"
BOOK_EVENT = "/bookEvent"
VIEW_EVENT = "/viewEvent"
PAYMENT_DASHBOARD = "/paymentDashboard"
WITHDRAW = "/withdraw"
COUPONS = "/coupons"  # the professional's codes
PACKAGES = "/packages"  # the professional's packages of sessions and their sales
INVOICES = "/invoices"  # the user's invoices and credit notes, as client and as professional

# Behind sign-in: no crawler reads them.
SIGNED_IN = [
    ACCOUNT, EDIT_PROFILE, SCHEDULE, APPOINTMENTS, YOUR_APPOINTMENTS, BOOK_APPOINTMENT, EVENTS,
    CREATE_EVENT, EDIT_EVENT, EVENT_BOOKINGS, MY_EVENTS, EVENT_DETAILS, BOOK_EVENT,
    PAYMENT_DASHBOARD, WITHDRAW, COUPONS, PACKAGES, COMPLAINTS, INVOICES,
]  # fmt: skip
# Open to anyone, and listed in the sitemap (with every profile and upcoming event).
PUBLIC = [HOME, SEARCH, EVENT_SEARCH, SUPPORT, TERMS, PRIVACY, ABOUT]


# Every address the web app has a page for (besides /v/, /view/ and /e/, which the server
# renders itself): any other is answered 404, with the web app's not-found page.
PAGES = {*PUBLIC, *SIGNED_IN, SIGN_IN, VIEW_EVENT, ACCOUNT_DEVICES, ACCOUNT_DATA}


def profile(username: str) -> str:
    return f"/v/{username}"


def event(event_id: int) -> str:
    return f"/e/{event_id}"
