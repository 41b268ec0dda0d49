"""What sign-in says to people. Tests and the API use these; the web app shows `message`."""

from django.utils.translation import gettext_lazy as _

ENTER_PHONE = _("Enter a valid phone number.")
ENTER_COUNTRY_CODE = _("Choose a country code.")
ENTER_CODE = _("Enter the 6-digit code we sent you.")
CODE_SENT = _("We have sent a 6-digit code to {phone}. It is valid for 10 minutes.")
NO_CODE = _("Request a code first.")
CODE_EXPIRED = _("This code has expired. Request a new one.")
WRONG_CODE = _("Wrong code. {left} tries left.")
TOO_MANY_TRIES = _("Too many wrong tries. Request a new code.")
TOO_MANY_CODES = _("Too many codes for this number. Please wait 10 minutes and try again.")
TOO_MANY_CODES_TODAY = _("Many codes were sent to this number today. Please try again in an hour.")
WAIT_BEFORE_TRYING = _("Too many wrong codes. Please wait {wait} and try again.")
NETWORK_BUSY = _(
    "Too many codes were requested from your network this hour. Please try again later."
)
CODES_PAUSED = _("We cannot send sign-in codes right now. Please try again in a minute.")
CHECK_BROWSER = _("Your browser needs to do a quick check before we send a code.")
CHECK_FAILED = _("The browser check did not pass. Please try again.")
CHECK_EXPIRED = _("The browser check has expired. Please try again.")
ACCOUNT_CLOSED = _("This account is closed. Please contact support.")
TOO_MANY_REQUESTS = _(
    "Too many requests from your network. Please wait a few minutes and try again."
)
TICKET_EXPIRED = _("Your sign-in has expired. Please start again.")
ENTER_FIRST_NAME = _("Enter your first name.")
ENTER_LAST_NAME = _("Enter your last name.")
SESSION_NOT_FOUND = _("This device is not signed in.")
TOO_MANY_SUBSCRIPTIONS = _(
    "Too many notification changes from this device. Please try again later."
)
PUSH_HELD_ELSEWHERE = _(
    "This push subscription belongs to another device. Turn notifications off and on again."
)
NEW_SIGN_IN = _("New sign-in to your account")
SMS_TEXT = _("{code} is your {site} sign-in code. It expires in 10 minutes. Never share it.")
SMS_NOT_SENT = _("We could not send the text message. Please check the number and try again later.")
