"""What the privacy area says to people."""

from django.utils.translation import gettext_lazy as _

CODE_PURPOSE = _("Choose what the code is for.")
EXPORT_NOT_FOUND = _("There is no such download.")
EXPORT_NOT_READY = _("This download is not ready, or has expired.")
EXPORT_BUILDING = _("A download of your data is being prepared already.")
NO_DELETION = _("Your account is not scheduled for deletion.")
DELETION_SCHEDULED = _("Your account is scheduled for deletion already.")
ACCEPT_FORFEIT = _(
    "Withdraw your balance first, or accept that what is not withdrawn and any unused "
    "package sessions are given up, as the Terms say."
)
WITHDRAWAL_IN_PROGRESS = _("A withdrawal of yours is being paid out. Wait until it is paid.")
WEBINARS_BOOKED = _(
    "People have booked your webinars to come. Your account can be deleted once they are over."
)
PROFESSIONAL_LEFT = _("The professional has closed their account.")
DELETION_CANCELLED = _("The deletion of your account is cancelled.")
