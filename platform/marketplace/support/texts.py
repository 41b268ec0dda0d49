"""What the support server side says. Spec texts are spelled as the spec spells them."""

from django.utils.translation import gettext_lazy as _

ENTER_NAME = _("Enter your name.")
NAME_TOO_LONG = _("The name can be at most 120 characters.")
ENTER_PHONE = _("Please enter a 10-digit phone number.")
ENTER_EMAIL = _("Enter a valid e-mail address.")
ENTER_MESSAGE = _("Enter a message.")
MESSAGE_TOO_LONG = _("The message can be at most 5000 characters.")
TOO_MANY = _("Too many reports from this address. Please try again later.")
MAIL_SUBJECT = _("Support report {reference} from {name}")
ENTER_SUBJECT = _("Say in a few words what it is about.")
SUBJECT_TOO_LONG = _("The subject can be at most 150 characters.")
TOO_MANY_GRIEVANCES = _("Too many complaints from this account today. Please try again tomorrow.")
GRIEVANCE_NOT_FOUND = _("There is no such complaint.")
ENTER_ANSWER = _("Write the words the person will read.")
GRIEVANCE_ACKNOWLEDGED = _("Your complaint {reference} was acknowledged.")
GRIEVANCE_RESOLVED = _("Your complaint {reference} was resolved.")
