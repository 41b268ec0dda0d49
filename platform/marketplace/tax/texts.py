"""What the tax area says: the professional's tax details form."""

from django.utils.translation import gettext_lazy as _

ENTER_PAN = _("Enter a PAN like ABCDE1234F: five letters, four digits and a letter.")
ENTER_GSTIN = _("This GSTIN is not valid: check it for a typing mistake.")
GSTIN_NOT_YOUR_PAN = _("This GSTIN belongs to another PAN: enter the one issued on your PAN.")
GSTIN_NEEDS_PAN = _("Enter your PAN too: a GSTIN is issued on one.")
GSTIN_OTHER_STATE = _("This GSTIN is registered in {state}: choose that state.")
CHOOSE_STATE = _("Choose your state.")
ENTER_SAC = _("Enter a 6-digit SAC code starting with 99.")
NAME_TOO_LONG = _("Enter at most 120 characters.")
ADDRESS_TOO_LONG = _("Enter at most 300 characters.")

# What every tax paper prints alike, the client's invoice and the platform's fee invoice
# (tax/papers.py).
SUPPLIER = _("Supplier")
RECIPIENT = _("Recipient")
PLACE_OF_SUPPLY = _("Place of supply")
TAXABLE_VALUE = _("Taxable value")
GSTIN_LINE = _("GSTIN: {gstin}")
PAN_LINE = _("PAN: {pan}")
CGST = _("CGST @ {rate}")
SGST = _("SGST @ {rate}")
IGST = _("IGST @ {rate}")
